import { TextInput } from '@mantine/core';

/** A span of days as YYYY-MM-DD; an empty end leaves that side open. */
export interface DaySpan {
  from: string;
  to: string;
}

/** A list's filter by the days between two dates: two date fields, labelled by the list. */
export function DaySpanFields({
  labels,
  span,
  onChange,
}: {
  labels: { from: string; to: string };
  span: DaySpan;
  onChange: (span: DaySpan) => void;
}) {
  return (
    <>
      <TextInput
        label={labels.from}
        type="date"
        value={span.from}
        onChange={(e) => onChange({ ...span, from: e.currentTarget.value })}
      />
      <TextInput
        label={labels.to}
        type="date"
        value={span.to}
        onChange={(e) => onChange({ ...span, to: e.currentTarget.value })}
      />
    </>
  );
}
