import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { useMemo, useState } from 'react';
import {
  Accordion,
  Alert,
  Badge,
  Card,
  Code,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { localizeMessage } from '@/i18n/messages';
import { healthQuery, openApiQuery } from './api';
import {
  groupOperations,
  resolveRefs,
  type OpenApiDocument,
  type Operation,
} from './openapi-operations';

const METHOD_COLORS: Record<string, string> = {
  GET: 'blue',
  POST: 'green',
  PUT: 'orange',
  PATCH: 'yellow',
  DELETE: 'red',
};

function Schema({ schema, doc }: { schema: unknown; doc: OpenApiDocument }) {
  return (
    <Code block style={{ maxHeight: 320, overflow: 'auto' }}>
      {JSON.stringify(resolveRefs(schema, doc), null, 2)}
    </Code>
  );
}

/** An operation as the OpenAPI document describes it; its summaries stay in the document's English. */
function OperationItem({ op, doc }: { op: Operation; doc: OpenApiDocument }) {
  useLanguage();
  const value = `${op.method} ${op.path}`;
  return (
    <Accordion.Item value={value}>
      <Accordion.Control>
        <Group gap="sm" wrap="nowrap">
          <Badge color={METHOD_COLORS[op.method] ?? 'gray'} w={70}>
            {op.method}
          </Badge>
          <Text ff="monospace" size="sm">
            {op.path}
          </Text>
          <Text size="sm" c="dimmed" visibleFrom="md">
            {op.summary}
          </Text>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="xs">
          <Text size="sm">{op.summary}</Text>
          <Text size="sm">
            <b>{m.adminSystem_apiDocs_access()}</b> {op.access}
          </Text>
          {op.request !== null && (
            <>
              <Text size="sm" fw={600}>
                {m.adminSystem_apiDocs_requestBody()}
              </Text>
              <Schema schema={op.request} doc={doc} />
            </>
          )}
          <Text size="sm" fw={600}>
            {m.adminSystem_apiDocs_responses()}
          </Text>
          {op.responses.map((r) => (
            <Stack key={r.status} gap={4}>
              <Text size="sm">
                <b>{r.status}</b> {r.description}
              </Text>
              {r.schema !== null && r.status.startsWith('2') && (
                <Schema schema={r.schema} doc={doc} />
              )}
            </Stack>
          ))}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

export default function ApiPage() {
  const doc = useQuery(openApiQuery);
  const health = useQuery(healthQuery);
  useLanguage();
  const [filter, setFilter] = useState('');
  const groups = useMemo(() => {
    if (!doc.data) return [];
    const needle = filter.trim().toLowerCase();
    return groupOperations(doc.data)
      .map((g) => ({
        ...g,
        operations: g.operations.filter(
          (op) =>
            !needle ||
            `${op.method} ${op.path} ${op.summary} ${g.tag}`.toLowerCase().includes(needle),
        ),
      }))
      .filter((g) => g.operations.length > 0);
  }, [doc.data, filter]);

  return (
    <Stack>
      <Title order={2}>{m.adminSystem_apiDocs_title()}</Title>
      <Card withBorder>
        <Group>
          <Text fw={600}>{m.adminSystem_apiDocs_health()}</Text>
          {health.data ? (
            <>
              <Badge color={health.data.status === 'ok' ? 'green' : 'red'}>
                {health.data.status === 'ok'
                  ? m.adminSystem_apiDocs_ok()
                  : m.adminSystem_apiDocs_degraded()}
              </Badge>
              {Object.entries(health.data.checks).map(([name, c]) => (
                <Badge key={name} variant="light" color={c.ok ? 'green' : 'red'}>
                  {m.adminSystem_apiDocs_check({
                    name,
                    state: c.ok ? m.adminSystem_apiDocs_up() : m.adminSystem_apiDocs_down(),
                  })}
                </Badge>
              ))}
            </>
          ) : health.isError ? (
            <Badge color="red">{m.adminSystem_apiDocs_unreachable()}</Badge>
          ) : (
            <Loader size="xs" />
          )}
        </Group>
      </Card>
      {doc.isError && <Alert color="red">{localizeMessage(doc.error.message)}</Alert>}
      {!doc.data && !doc.isError && <Loader />}
      {doc.data && (
        <>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {m.adminSystem_apiDocs_documentAt({
                title: doc.data.info?.title ?? '',
                version: doc.data.info?.version ?? '',
              })}{' '}
              <a href="/api/openapi.json">/api/openapi.json</a>
            </Text>
            <TextInput
              placeholder={m.adminSystem_apiDocs_filter()}
              aria-label={m.adminSystem_apiDocs_filter()}
              value={filter}
              onChange={(e) => setFilter(e.currentTarget.value)}
            />
          </Group>
          {groups.map((g) => (
            <Stack key={g.tag} gap="xs">
              <Title order={4} tt="capitalize">
                {g.tag} ({g.operations.length})
              </Title>
              <Accordion variant="separated" chevronPosition="left">
                {g.operations.map((op) => (
                  <OperationItem key={`${op.method} ${op.path}`} op={op} doc={doc.data} />
                ))}
              </Accordion>
            </Stack>
          ))}
        </>
      )}
    </Stack>
  );
}
