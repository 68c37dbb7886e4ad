import { useEffect } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from 'react-router-dom';

export const UNSAVED_CHANGES_TITLE = 'Unsaved changes';
export const UNSAVED_CHANGES_TEXT =
  'You have changes that are not saved. Leave this page and lose them?';
export const DISCARD_TITLE = 'Leave without saving?';
export const DISCARD_TEXT = 'You have unsaved changes. They are lost if you leave now.';
export const DISCARD_QUESTION = 'You have unsaved changes. Discard them?';

/** While a form holds unsaved changes, the browser asks before the tab is reloaded or closed. */
export function useLeaveWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/**
 * The back office's one guard for unsaved changes: the browser's prompt on reload or close, and
 * a dialog when a link inside the app leads to another page. Render it beside the form.
 */
export function UnsavedChangesPrompt({ dirty }: { dirty: boolean }) {
  useLeaveWarning(dirty);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={UNSAVED_CHANGES_TITLE}
      centered
    >
      <Text mb="md">{UNSAVED_CHANGES_TEXT}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          Stay on this page
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave without saving
        </Button>
      </Group>
    </Modal>
  );
}

/** Asks before a form inside the page (a dialog, another zone) replaces unsaved changes. */
export function DiscardChangesDialog(props: {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Modal opened={props.opened} onClose={props.onStay} title={DISCARD_TITLE} centered>
      <Text size="sm">{DISCARD_TEXT}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onStay}>
          Stay
        </Button>
        <Button color="red" onClick={props.onLeave}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
}

/** The short form of the question, for closing a dialog: true when it may close. */
export const mayDiscard = (dirty: boolean): boolean => !dirty || window.confirm(DISCARD_QUESTION);
