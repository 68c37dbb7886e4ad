import { Fragment } from 'react';
import { List, Stack, Text, Title } from '@mantine/core';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

/** A text with its defined terms marked <b>…</b>, those shown in bold. */
function WithTerms({ text }: { text: string }) {
  return text
    .split(/<b>(.*?)<\/b>/)
    .map((part, i) => (i % 2 === 1 ? <b key={i}>{part}</b> : <Fragment key={i}>{part}</Fragment>));
}

type Said = () => string;
type Section = { title: Said } & ({ list: Said[] } | { text: Said[] });

/** The terms' sections, numbered in this order: a list of defined terms, or paragraphs. */
const SECTIONS: Section[] = [
  {
    title: m.pages_terms_sections_definitions_title,
    list: [
      m.pages_terms_sections_definitions_list_italieno,
      m.pages_terms_sections_definitions_list_customer,
      m.pages_terms_sections_definitions_list_order,
      m.pages_terms_sections_definitions_list_products,
      m.pages_terms_sections_definitions_list_confirmation,
    ],
  },
  {
    title: m.pages_terms_sections_applicability_title,
    text: [
      m.pages_terms_sections_applicability_text_scope,
      m.pages_terms_sections_applicability_text_invalid,
    ],
  },
  {
    title: m.pages_terms_sections_ordering_title,
    text: [
      m.pages_terms_sections_ordering_text_agreement,
      m.pages_terms_sections_ordering_text_age,
      m.pages_terms_sections_ordering_text_photos,
    ],
  },
  {
    title: m.pages_terms_sections_delivery_title,
    text: [
      m.pages_terms_sections_delivery_text_zones,
      m.pages_terms_sections_delivery_text_present,
      m.pages_terms_sections_delivery_text_merchandise,
    ],
  },
  {
    title: m.pages_terms_sections_payment_title,
    text: [m.pages_terms_sections_payment_text_prices, m.pages_terms_sections_payment_text_online],
  },
  {
    title: m.pages_terms_sections_cancellation_title,
    text: [
      m.pages_terms_sections_cancellation_text_food,
      m.pages_terms_sections_cancellation_text_perishable,
      m.pages_terms_sections_cancellation_text_merchandise,
    ],
  },
  {
    title: m.pages_terms_sections_liability_title,
    text: [
      m.pages_terms_sections_liability_text_limit,
      m.pages_terms_sections_liability_text_exceptions,
    ],
  },
  {
    title: m.pages_terms_sections_privacy_title,
    text: [m.pages_terms_sections_privacy_text_data],
  },
  {
    title: m.pages_terms_sections_disputes_title,
    text: [m.pages_terms_sections_disputes_text_law, m.pages_terms_sections_disputes_text_court],
  },
  {
    title: m.pages_terms_sections_changes_title,
    text: [m.pages_terms_sections_changes_text_changes],
  },
];

function SectionBody({ section }: { section: Section }) {
  if ('list' in section) {
    return (
      <List spacing="xs">
        {section.list.map((item, index) => (
          <List.Item key={index}>
            <WithTerms text={item()} />
          </List.Item>
        ))}
      </List>
    );
  }
  return section.text.map((paragraph, index) => <Text key={index}>{paragraph()}</Text>);
}

/** The shop's terms in the shop's language, numbered in the order of SECTIONS. */
export function TermsSections() {
  useLanguage();
  return SECTIONS.map((section, index) => (
    <Stack key={index} component="section" gap="sm" aria-labelledby={`terms-${index + 1}`}>
      <Title order={2} size="h4" id={`terms-${index + 1}`}>
        {index + 1}. {section.title()}
      </Title>
      <SectionBody section={section} />
    </Stack>
  ));
}
