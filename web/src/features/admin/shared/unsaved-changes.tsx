import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { useEffect } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from 'react-router-dom';

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
  useLanguage();
  useLeaveWarning(dirty);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={m.adminShared_unsaved_title()}
      centered
    >
      <Text mb="md">{m.adminShared_unsaved_text()}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {m.adminShared_unsaved_stay()}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {m.adminShared_unsaved_leave()}
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
  useLanguage();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onStay}
      title={m.adminShared_unsaved_discardTitle()}
      centered
    >
      <Text size="sm">{m.adminShared_unsaved_discardText()}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onStay}>
          {m.adminShared_unsaved_stayShort()}
        </Button>
        <Button color="red" onClick={props.onLeave}>
          {m.adminShared_unsaved_leaveShort()}
        </Button>
      </Group>
    </Modal>
  );
}

/** The short form of the question, for closing a dialog: true when it may close. */
export const mayDiscard = (dirty: boolean): boolean =>
  !dirty || window.confirm(m.adminShared_unsaved_question());
