import { Group, Radio, SimpleGrid, Text } from '@mantine/core';

export interface Choice {
  id: number;
  name: string;
  /** Shown at the right of the choice, e.g. '+€1,00' or 'included'. */
  note?: string;
  /** A note that costs nothing ('included') reads quieter than a surcharge. */
  free?: boolean;
}

interface ChoiceGroupProps {
  label: string;
  choices: readonly Choice[];
  value: string | null;
  onChange: (name: string) => void;
}

/** One of the combo's three required choices, held by name. */
export function ChoiceGroup({ label, choices, value, onChange }: ChoiceGroupProps) {
  return (
    <Radio.Group label={label} withAsterisk value={value} onChange={onChange}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
        {choices.map((choice) => (
          <Radio.Card key={choice.id} value={choice.name} p="sm" radius="md">
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator />
              <Text size="sm" style={{ flex: 1 }}>
                {choice.name}
              </Text>
              {choice.note && (
                <Text size="sm" c={choice.free ? 'dimmed' : 'tomato.8'} fw={500}>
                  {choice.note}
                </Text>
              )}
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
