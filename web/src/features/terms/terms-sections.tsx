import { Fragment } from 'react';
import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/i18n/react';

/** A text with its defined terms marked <b>…</b>, those shown in bold. */
function WithTerms({ text }: { text: string }) {
  return text
    .split(/<b>(.*?)<\/b>/)
    .map((part, i) => (i % 2 === 1 ? <b key={i}>{part}</b> : <Fragment key={i}>{part}</Fragment>));
}

type Section = { title: string } & (
  { list: Record<string, string> } | { text: Record<string, string> }
);

function SectionBody({ section }: { section: Section }) {
  if ('list' in section) {
    return (
      <List spacing="xs">
        {Object.entries(section.list).map(([key, item]) => (
          <List.Item key={key}>
            <WithTerms text={item} />
          </List.Item>
        ))}
      </List>
    );
  }
  return Object.entries(section.text).map(([key, paragraph]) => <Text key={key}>{paragraph}</Text>);
}

/** The shop's terms in the shop's language, numbered in the order of the `terms.sections` texts. */
export function TermsSections() {
  const { t } = useTranslation('pages');
  const sections: Section[] = Object.values(t('terms.sections', { returnObjects: true }));
  return sections.map((section, index) => (
    <Stack key={index} component="section" gap="sm" aria-labelledby={`terms-${index + 1}`}>
      <Title order={2} size="h4" id={`terms-${index + 1}`}>
        {index + 1}. {section.title}
      </Title>
      <SectionBody section={section} />
    </Stack>
  ));
}
