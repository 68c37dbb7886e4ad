import 'mantine-datatable/styles.layer.css';
import { useState } from 'react';
import { Code, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { ADMIN_SECTION_ROLES } from '@shop/contracts';
import { when } from '../back-office-format';
import { auditLogQuery } from './api';

const SECTIONS = Object.keys(ADMIN_SECTION_ROLES)
  .filter((s) => s !== '')
  .map((s) => ({ value: s, label: s }));
const PAGE_SIZES = [20, 50, 100];

const json = (value: unknown) => (value === null ? '—' : JSON.stringify(value, null, 2));

/** Every back-office change: who, when, what, and the values before and after. */
export default function AuditLogPage() {
  const [section, setSection] = useState<string | null>(null);
  const [actor, setActor] = useState('');
  const [entityType, setEntityType] = useState('');
  const [entityId, setEntityId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [debounced] = useDebouncedValue({ actor, entityType, entityId }, 300);
  const { data, isFetching, isError, error } = useQuery(
    auditLogQuery({
      ...(section ? { section } : {}),
      ...debounced,
      from,
      to,
      page,
      pageSize,
    }),
  );
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <Stack>
      <Title order={2}>Audit Log</Title>
      <SimpleGrid cols={{ base: 2, md: 3, lg: 6 }}>
        <Select
          label="Section"
          data={SECTIONS}
          value={section}
          onChange={filter(setSection)}
          clearable
          searchable
        />
        <TextInput
          label="Who"
          value={actor}
          onChange={(e) => filter(setActor)(e.currentTarget.value)}
        />
        <TextInput
          label="Entity"
          placeholder="order, menu-item…"
          value={entityType}
          onChange={(e) => filter(setEntityType)(e.currentTarget.value)}
        />
        <TextInput
          label="Entity id"
          value={entityId}
          onChange={(e) => filter(setEntityId)(e.currentTarget.value)}
        />
        <TextInput
          label="From"
          type="date"
          value={from}
          onChange={(e) => filter(setFrom)(e.currentTarget.value)}
        />
        <TextInput
          label="To"
          type="date"
          value={to}
          onChange={(e) => filter(setTo)(e.currentTarget.value)}
        />
      </SimpleGrid>
      {isError && (
        <Text c="red" role="alert">
          {error.message}
        </Text>
      )}
      <DataTable
        withTableBorder
        minHeight={200}
        fetching={isFetching}
        records={data?.rows ?? []}
        totalRecords={data?.total ?? 0}
        recordsPerPage={pageSize}
        page={page}
        onPageChange={setPage}
        recordsPerPageOptions={PAGE_SIZES}
        onRecordsPerPageChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        noRecordsText="No changes match these filters"
        columns={[
          { accessor: 'at', title: 'When', render: (r) => when(r.at) },
          { accessor: 'actorName', title: 'Who', render: (r) => `${r.actorName} (${r.actorRole})` },
          { accessor: 'section', title: 'Section' },
          { accessor: 'action', title: 'What' },
          {
            accessor: 'entityId',
            title: 'Entity',
            render: (r) => `${r.entityType}${r.entityId ? ` #${r.entityId}` : ''}`,
          },
        ]}
        rowExpansion={{
          content: ({ record }) => (
            <Group grow align="flex-start" p="sm">
              <div>
                <Text size="sm" fw={600}>
                  Before
                </Text>
                <Code block>{json(record.before)}</Code>
              </div>
              <div>
                <Text size="sm" fw={600}>
                  After
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
