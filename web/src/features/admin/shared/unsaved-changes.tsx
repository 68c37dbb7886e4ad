import { useEffect } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from 'react-router-dom';
import { i18n } from '@/i18n/namespaces';

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
  const { t } = useTranslation('admin');
  useLeaveWarning(dirty);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('unsaved.title')}
      centered
    >
      <Text mb="md">{t('unsaved.text')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('unsaved.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('unsaved.leave')}
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
  const { t } = useTranslation('admin');
  return (
    <Modal opened={props.opened} onClose={props.onStay} title={t('unsaved.discardTitle')} centered>
      <Text size="sm">{t('unsaved.discardText')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onStay}>
          {t('unsaved.stayShort')}
        </Button>
        <Button color="red" onClick={props.onLeave}>
          {t('unsaved.leaveShort')}
        </Button>
      </Group>
    </Modal>
  );
}

/** The short form of the question, for closing a dialog: true when it may close. */
export const mayDiscard = (dirty: boolean): boolean =>
  !dirty || window.confirm(i18n.t('admin:unsaved.question'));
