import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { CategoryInput, type AdminCategory } from '@shop/contracts';
import { applyFieldErrors } from '@/lib/form-errors';
import { localized } from '@/lib/localized-resolver';
import {
  ADMIN_CATEGORIES_URL,
  createCategory,
  deleteCategory,
  renameCategory,
  saveOrder,
  useAdminCategories,
  useCatalogueMutation,
} from './api';
import { SortableList } from './sortable-list';
import { UnsavedChangesPrompt } from '../shared/unsaved-changes';

/** One line of the form: a new category's name, or a category's new name. */
function CategoryNameForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  onDirtyChange,
}: {
  initial: string;
  submitLabel: string;
  onSubmit: (values: CategoryInput) => Promise<unknown>;
  onCancel?: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  useLanguage();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CategoryInput>({
    resolver: localized(zodResolver(CategoryInput)),
    defaultValues: { name: initial },
  });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      reset({ name: onCancel ? values.name : '' });
    } catch (error) {
      applyFieldErrors(error, setError, ['name']);
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Group align="flex-start" wrap="nowrap">
        <TextInput
          aria-label={m.adminCatalogue_categories_name()}
          placeholder={m.adminCatalogue_categories_name()}
          {...register('name')}
          error={errors.name?.message}
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {m.adminCatalogue_categories_cancel()}
          </Button>
        )}
      </Group>
    </form>
  );
}

export default function CategoriesPage() {
  useLanguage();
  const categories = useAdminCategories();
  const [order, setOrder] = useState<AdminCategory[] | null>(null);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [dirty, setDirty] = useState(false);

  // The order shown while a move is being saved, then the server's again.
  const shown = order ?? categories.data ?? [];
  useEffect(() => setOrder(null), [categories.data]);

  const create = useCatalogueMutation(ADMIN_CATEGORIES_URL, createCategory, {
    success: (c) => m.adminCatalogue_added({ name: c.name }),
    quietErrors: true,
  });
  const rename = useCatalogueMutation(
    ADMIN_CATEGORIES_URL,
    ({ id, values }: { id: number; values: CategoryInput }) => renameCategory(id, values),
    { success: (c) => m.adminCatalogue_categories_renamed({ name: c.name }), quietErrors: true },
  );
  const remove = useCatalogueMutation(ADMIN_CATEGORIES_URL, deleteCategory, {
    success: () => m.adminCatalogue_categories_deleted(),
  });
  const reorder = useCatalogueMutation(
    ADMIN_CATEGORIES_URL,
    (ids: number[]) => saveOrder(ADMIN_CATEGORIES_URL, ids),
    { success: () => m.adminCatalogue_categories_orderSaved() },
  );

  return (
    <Stack maw={720}>
      <UnsavedChangesPrompt dirty={dirty} />
      <Title order={2}>{m.adminCatalogue_categories_title()}</Title>
      <Text size="sm" c="dimmed">
        {m.adminCatalogue_categories_help()}
      </Text>
      <CategoryNameForm
        initial=""
        submitLabel={m.adminCatalogue_categories_add()}
        onDirtyChange={setDirty}
        onSubmit={(values) => create.mutateAsync(values)}
      />
      <SortableList
        items={shown}
        label={(c) => c.name}
        onReorder={(ids) => {
          const byId = new Map(shown.map((c) => [c.id, c]));
          setOrder(ids.map((id) => byId.get(id)!));
          reorder.mutate(ids, { onError: () => setOrder(null) });
        }}
        render={(category) =>
          renaming === category.id ? (
            <CategoryNameForm
              initial={category.name}
              submitLabel={m.adminCatalogue_categories_save()}
              onDirtyChange={setDirty}
              onCancel={() => {
                setRenaming(null);
                setDirty(false);
              }}
              onSubmit={async (values) => {
                await rename.mutateAsync({ id: category.id, values });
                setRenaming(null);
                setDirty(false);
              }}
            />
          ) : (
            <Group justify="space-between" wrap="nowrap">
              <Group gap="xs">
                <Text>{category.name}</Text>
                <Badge variant="light">
                  {m.adminCatalogue_categories_itemCount({ count: category.itemCount })}
                </Badge>
              </Group>
              <Group gap={4} wrap="nowrap">
                <Button size="xs" variant="light" onClick={() => setRenaming(category.id)}>
                  {m.adminCatalogue_categories_rename()}
                </Button>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={m.adminCatalogue_deleteNamed({ name: category.name })}
                  onClick={() => {
                    if (
                      window.confirm(
                        m.adminCatalogue_categories_confirmDelete({ name: category.name }),
                      )
                    ) {
                      remove.mutate(category.id);
                    }
                  }}
                >
                  🗑
                </ActionIcon>
              </Group>
            </Group>
          )
        }
      />
    </Stack>
  );
}
