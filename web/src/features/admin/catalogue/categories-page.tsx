import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { CategoryInput, type AdminCategory } from '@shop/contracts';
import { useTranslation } from '@/i18n/react';
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
  const { t } = useTranslation('admin');
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
          aria-label={t('categories.name')}
          placeholder={t('categories.name')}
          {...register('name')}
          error={errors.name?.message}
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t('categories.cancel')}
          </Button>
        )}
      </Group>
    </form>
  );
}

export default function CategoriesPage() {
  const { t } = useTranslation('admin');
  const categories = useAdminCategories();
  const [order, setOrder] = useState<AdminCategory[] | null>(null);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [dirty, setDirty] = useState(false);

  // The order shown while a move is being saved, then the server's again.
  const shown = order ?? categories.data ?? [];
  useEffect(() => setOrder(null), [categories.data]);

  const create = useCatalogueMutation(ADMIN_CATEGORIES_URL, createCategory, {
    success: (c) => t('catalogue.added', { name: c.name }),
    quietErrors: true,
  });
  const rename = useCatalogueMutation(
    ADMIN_CATEGORIES_URL,
    ({ id, values }: { id: number; values: CategoryInput }) => renameCategory(id, values),
    { success: (c) => t('categories.renamed', { name: c.name }), quietErrors: true },
  );
  const remove = useCatalogueMutation(ADMIN_CATEGORIES_URL, deleteCategory, {
    success: () => t('categories.deleted'),
  });
  const reorder = useCatalogueMutation(
    ADMIN_CATEGORIES_URL,
    (ids: number[]) => saveOrder(ADMIN_CATEGORIES_URL, ids),
    { success: () => t('categories.orderSaved') },
  );

  return (
    <Stack maw={720}>
      <UnsavedChangesPrompt dirty={dirty} />
      <Title order={2}>{t('categories.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('categories.help')}
      </Text>
      <CategoryNameForm
        initial=""
        submitLabel={t('categories.add')}
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
              submitLabel={t('categories.save')}
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
                  {t('categories.itemCount', { count: category.itemCount })}
                </Badge>
              </Group>
              <Group gap={4} wrap="nowrap">
                <Button size="xs" variant="light" onClick={() => setRenaming(category.id)}>
                  {t('categories.rename')}
                </Button>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('catalogue.deleteNamed', { name: category.name })}
                  onClick={() => {
                    if (window.confirm(t('categories.confirmDelete', { name: category.name }))) {
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
