import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import 'mantine-datatable/styles.layer.css';
import { useState } from 'react';
import { Code, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { when } from '../back-office-format';
import { auditLogQuery } from './api';
import { useRoleName } from '../admin-labels';
import { ADMIN_SECTIONS } from '../admin-sections';
import { DaySpanFields, type DaySpan } from '../shared/day-span-fields';
import { usePaging } from '../shared/use-paging';
import { LoadError } from '../shared/load-error';

const json = (value: unknown) => (value === null ? '—' : JSON.stringify(value, null, 2));

/** Every back-office change: who, when, what, and the values before and after. */
export default function AuditLogPage() {
  const [section, setSection] = useState<string | null>(null);
  const [actor, setActor] = useState('');
  const [entityType, setEntityType] = useState('');
  const [entityId, setEntityId] = useState('');
  const [span, setSpan] = useState<DaySpan>({ from: '', to: '' });
  const paging = usePaging();
  const filter = paging.withFirstPage;
  useLanguage();
  const roleName = useRoleName();
  // Every section but the dashboard; an alias (not in the navigation) names its path too.
  const sections = ADMIN_SECTIONS.filter((s) => s.path !== '').map((s) => {
    const name = s.label();
    return { value: s.path, label: s.inNav ? name : `${name} (${s.path})` };
  });
  const [debounced] = useDebouncedValue({ actor, entityType, entityId }, 300);
  const query = useQuery(
    auditLogQuery({
      ...(section ? { section } : {}),
      ...debounced,
      ...span,
      page: paging.page,
      pageSize: paging.pageSize,
    }),
  );

  return (
    <Stack>
      <Title order={2}>{m.adminAudit_title()}</Title>
      <SimpleGrid cols={{ base: 2, md: 3, lg: 6 }}>
        <Select
          label={m.adminAudit_section()}
          data={sections}
          value={section}
          onChange={filter(setSection)}
          clearable
          searchable
        />
        <TextInput
          label={m.adminAudit_who()}
          value={actor}
          onChange={(e) => filter(setActor)(e.currentTarget.value)}
        />
        <TextInput
          label={m.adminAudit_entity()}
          placeholder={m.adminAudit_entityPlaceholder()}
          value={entityType}
          onChange={(e) => filter(setEntityType)(e.currentTarget.value)}
        />
        <TextInput
          label={m.adminAudit_entityId()}
          value={entityId}
          onChange={(e) => filter(setEntityId)(e.currentTarget.value)}
        />
        <DaySpanFields
          labels={{ from: m.adminAudit_from(), to: m.adminAudit_to() }}
          span={span}
          onChange={filter(setSpan)}
        />
      </SimpleGrid>
      <LoadError error={query.error} />
      <DataTable
        withTableBorder
        minHeight={200}
        {...paging.tableProps(query)}
        noRecordsText={m.adminAudit_noMatch()}
        columns={[
          { accessor: 'at', title: m.adminAudit_when(), render: (r) => when(r.at) },
          {
            accessor: 'actorName',
            title: m.adminAudit_who(),
            render: (r) => m.adminAudit_actor({ name: r.actorName, role: roleName(r.actorRole) }),
          },
          { accessor: 'section', title: m.adminAudit_section() },
          { accessor: 'action', title: m.adminAudit_what() },
          {
            accessor: 'entityId',
            title: m.adminAudit_entity(),
            render: (r) => `${r.entityType}${r.entityId ? ` #${r.entityId}` : ''}`,
          },
        ]}
        rowExpansion={{
          content: ({ record }) => (
            <Group grow align="flex-start" p="sm">
              <div>
                <Text size="sm" fw={600}>
                  {m.adminAudit_before()}
                </Text>
                <Code block>{json(record.before)}</Code>
              </div>
              <div>
                <Text size="sm" fw={600}>
                  {m.adminAudit_after()}
                </Text>
                <Code block>{json(record.after)}</Code>
              </div>
            </Group>
          ),
        }}
      />
    </Stack>
  );
}
