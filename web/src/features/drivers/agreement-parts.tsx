import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';
import { Checkbox, Image, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { currentLanguage } from '@/i18n';
import {
  DRIVER_AGREEMENT_CHECKBOXES,
  DRIVER_AGREEMENT_SECTIONS,
  DRIVER_AGREEMENT_TITLE,
  DRIVER_AGREEMENT_VERSION,
} from '@shop/contracts';

/** The agreement's text, scrollable so the checkboxes and the pad stay close on a phone. */
export function AgreementText({ height = 320 }: { height?: number }) {
  useLanguage();
  return (
    <Stack gap={4}>
      {currentLanguage() === 'en' ? null : (
        <Text size="sm" c="dimmed">
          {m.portal_agreement_englishOnly()}
        </Text>
      )}
      <ScrollArea.Autosize
        mah={height}
        type="always"
        offsetScrollbars
        aria-label={m.portal_agreement_textLabel()}
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
        p="sm"
      >
        <Stack gap="sm">
          <div>
            <Title order={3}>{DRIVER_AGREEMENT_TITLE}</Title>
            <Text size="sm" c="dimmed">
              {m.portal_agreement_version({ version: DRIVER_AGREEMENT_VERSION })}
            </Text>
          </div>
          {DRIVER_AGREEMENT_SECTIONS.map((section) => (
            <div key={section.heading}>
              <Title order={4}>{section.heading}</Title>
              {section.paragraphs.map((p) => (
                <Text key={p.slice(0, 40)} size="sm" mt={6}>
                  {p}
                </Text>
              ))}
            </div>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}

interface AgreementCheckboxesProps {
  value: Record<string, boolean>;
  onChange: (value: Record<string, boolean>) => void;
  error?: string | undefined;
}

/** One big checkbox per thing the agreement asks the driver to confirm. */
export function AgreementCheckboxes({ value, onChange, error }: AgreementCheckboxesProps) {
  return (
    <Stack gap="sm">
      {DRIVER_AGREEMENT_CHECKBOXES.map((box) => (
        <Checkbox
          key={box.id}
          size="md"
          label={box.label}
          checked={value[box.id] === true}
          onChange={(e) => onChange({ ...value, [box.id]: e.currentTarget.checked })}
        />
      ))}
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * A signature the server drew, shown as an image: an SVG in an <img> runs no script, and the
 * markup is the server's own in any case.
 */
export function SignatureImage({ svg, alt }: { svg: string; alt: string }) {
  return (
    <Image
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={alt}
      maw={400}
      fit="contain"
      style={{
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 8,
        background: 'white',
      }}
    />
  );
}
