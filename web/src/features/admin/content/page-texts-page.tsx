import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { Suspense, useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  QueryClient,
  QueryClientProvider,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PAGE_TEXT_MAX, PageTextsUpdate, type PageTexts } from '@shop/contracts';
import { pageTextsQuery } from '@/features/content';
import { localizeIssue, localizeMessage } from '@/i18n/messages';
import { savePageTexts } from './api';
import { notify } from '@/lib/notify';
import { UnsavedChangesPrompt } from '../shared/unsaved-changes';
import { PAGE_TEXT_PAGES, type PageTextPage } from './page-text-pages';

/** The saved texts merged over the built-in ones: every key the page reads. */
/** Each page's name, as its tab and the saved notice say it. */
const PAGE_NAMES: Record<PageTextPage['page'], () => string> = {
  home: m.adminContent_pages_home,
  about: m.adminContent_pages_about,
};

function allTexts(page: PageTextPage, saved: PageTexts | undefined): Record<string, string> {
  const texts: Record<string, string> = { ...page.fallbacks };
  for (const [key, value] of Object.entries(saved ?? {}))
    if (value.trim() !== '') texts[key] = value;
  return texts;
}

/** Renders the shop's own page with the draft texts, in a query cache of its own. */
function Preview({ page, draft }: { page: PageTextPage; draft: Record<string, string> }) {
  const outer = useQueryClient();
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: Infinity, retry: false } },
      }),
  );
  // Everything else the page reads (reviews, settings) comes from the real cache's copies.
  useEffect(() => {
    for (const [key, data] of outer.getQueriesData({})) client.setQueryData(key, data);
  }, [outer, client]);
  client.setQueryData(pageTextsQuery(page.page).queryKey, draft);
  return (
    <QueryClientProvider client={client}>
      <Suspense fallback={<Loader />}>
        <div inert style={{ pointerEvents: 'none' }}>
          <page.Preview />
        </div>
      </Suspense>
    </QueryClientProvider>
  );
}

export function PageTextsEditor({ page }: { page: PageTextPage }) {
  const queryClient = useQueryClient();
  useLanguage();
  const saved = useQuery(pageTextsQuery(page.page));
  const initial = useMemo(() => allTexts(page, saved.data), [page, saved.data]);
  const [draft, setDraft] = useState(initial);
  useEffect(() => setDraft(initial), [initial]);
  const dirty = Object.keys(draft).some((k) => draft[k] !== initial[k]);
  const checked = PageTextsUpdate.safeParse(draft);
  const fieldError = (key: string) => {
    if (checked.success) return undefined;
    const issue = checked.error.issues.find((i) => i.path[0] === key);
    return issue && localizeIssue(issue);
  };

  const save = useMutation({
    mutationFn: (texts: Record<string, string>) => savePageTexts(page.page, texts),
    onSuccess: (texts) => {
      queryClient.setQueryData(pageTextsQuery(page.page).queryKey, texts);
      notify.success(
        m.adminContent_saved(),
        m.adminContent_showsNow({ page: PAGE_NAMES[page.page]() }),
      );
    },
    onError: (error) => notify.error(m.adminContent_notSaved(), localizeMessage(error.message)),
  });

  if (saved.isError) return <Alert color="red">{localizeMessage(saved.error.message)}</Alert>;
  if (saved.isPending) return <Loader />;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <UnsavedChangesPrompt dirty={dirty} />
      <Stack>
        {Object.keys(draft).map((key) => (
          <Textarea
            key={key}
            label={key}
            description={m.adminContent_builtIn({ text: page.fallbacks[key] ?? '—' })}
            autosize
            minRows={2}
            maxLength={PAGE_TEXT_MAX}
            value={draft[key]}
            error={fieldError(key)}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setDraft((d) => ({ ...d, [key]: value }));
            }}
          />
        ))}
        <Group justify="flex-end">
          {dirty && <Text c="orange">{m.adminContent_unsaved()}</Text>}
          <Button variant="default" disabled={!dirty} onClick={() => setDraft(initial)}>
            {m.adminContent_discard()}
          </Button>
          <Button
            disabled={!dirty || !checked.success}
            loading={save.isPending}
            onClick={() => save.mutate(draft)}
          >
            {m.adminContent_save()}
          </Button>
        </Group>
      </Stack>
      <Card withBorder>
        <Group justify="space-between" mb="sm">
          <Text fw={600}>{m.adminContent_preview()}</Text>
          <Anchor component={Link} to={page.path} target="_blank">
            {m.adminContent_openPage()}
          </Anchor>
        </Group>
        <Paper withBorder p="sm" style={{ overflow: 'hidden' }}>
          <Preview page={page} draft={draft} />
        </Paper>
      </Card>
    </SimpleGrid>
  );
}

export default function PageTextsPage() {
  const [tab, setTab] = useState<string | null>(PAGE_TEXT_PAGES[0]!.page);
  useLanguage();
  return (
    <Stack>
      <Title order={2}>{m.adminContent_title()}</Title>
      <Text c="dimmed" size="sm">
        {m.adminContent_help()}
      </Text>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          {PAGE_TEXT_PAGES.map((p) => (
            <Tabs.Tab key={p.page} value={p.page}>
              {PAGE_NAMES[p.page]()}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {PAGE_TEXT_PAGES.map((p) => (
          <Tabs.Panel key={p.page} value={p.page} pt="md">
            <PageTextsEditor page={p} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
