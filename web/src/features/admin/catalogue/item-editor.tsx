import { useCallback, useState, type ReactNode } from 'react';
import { Modal, type ModalProps } from '@mantine/core';
import { mayDiscard } from '../shared/unsaved-changes';

/** How a list saves an item from its form: a new one (no id yet) or an existing one. */
type SaveItem<Values> = (vars: { id: number | null; values: Values }) => Promise<unknown>;

/**
 * The dialog that adds or edits an item of a list: closed, a new item, or an existing one, and
 * whether its form holds unsaved changes (then closing it asks first).
 */
export function useItemEditor<T extends { id: number }, Values>(save: SaveItem<Values>) {
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [dirty, setDirty] = useState(false);

  const add = useCallback(() => setEditing({ item: null }), []);
  const edit = useCallback((item: T) => setEditing({ item }), []);
  const close = useCallback(() => {
    if (!mayDiscard(dirty)) return;
    setEditing(null);
    setDirty(false);
  }, [dirty]);

  /** Saves the form's values; once saved nothing is left to lose, so it closes without asking. */
  const submit = async (values: Values) => {
    await save({ id: editing?.item?.id ?? null, values });
    setDirty(false);
    setEditing(null);
  };

  return {
    editing,
    /** Whether leaving the page would lose changes. */
    unsaved: editing !== null && dirty,
    add,
    edit,
    setDirty,
    close,
    submit,
  };
}

type ItemEditorDialogProps<T extends { id: number }, Values> = Omit<
  ModalProps,
  'opened' | 'onClose' | 'title' | 'children'
> & {
  editor: ReturnType<typeof useItemEditor<T, Values>>;
  addTitle: string;
  editTitle: (item: T) => string;
  /** The form, for the item being edited or for a new one (null). */
  children: (item: T | null) => ReactNode;
};

/** The editor's dialog: open while an item is being added or edited. */
export function ItemEditorDialog<T extends { id: number }, Values>({
  editor,
  addTitle,
  editTitle,
  children,
  ...modal
}: ItemEditorDialogProps<T, Values>) {
  const { editing } = editor;
  return (
    <Modal
      opened={editing !== null}
      onClose={editor.close}
      title={editing?.item ? editTitle(editing.item) : addTitle}
      {...modal}
    >
      {editing && children(editing.item)}
    </Modal>
  );
}
