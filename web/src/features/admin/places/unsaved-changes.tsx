import { useEffect } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from 'react-router-dom';

export const UNSAVED_TITLE = 'Leave without saving?';
export const UNSAVED_MESSAGE = 'You have unsaved changes. They are lost if you leave now.';

/**
 * Warns before unsaved changes are lost: the browser's own prompt when the tab is closed or
 * reloaded, and a dialog when the admin follows a link inside the app.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
}

interface ConfirmProps {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** "Leave without saving?" with Stay and Leave. */
export function DiscardChangesDialog({ opened, onStay, onLeave }: ConfirmProps) {
  return (
    <Modal opened={opened} onClose={onStay} title={UNSAVED_TITLE} centered>
      <Text size="sm">{UNSAVED_MESSAGE}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onStay}>
          Stay
        </Button>
        <Button color="red" onClick={onLeave}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
}

/** The dialog for a blocked in-app navigation. */
export function UnsavedChangesPrompt({ dirty }: { dirty: boolean }) {
  const blocker = useUnsavedChangesGuard(dirty);
  return (
    <DiscardChangesDialog
      opened={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}
