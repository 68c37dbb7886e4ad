import { notifications } from '@mantine/notifications';

/** Toasts: one visible at a time (a new one replaces the old), closing after 5 s. */
export const TOAST_AUTO_CLOSE_MS = 5000;

function show(color: 'green' | 'red' | 'yellow' | 'blue', title: string, message?: string) {
  notifications.clean();
  notifications.show({ color, title, message: message ?? '', autoClose: TOAST_AUTO_CLOSE_MS });
}

export const notify = {
  success: (title: string, message?: string) => show('green', title, message),
  error: (title: string, message?: string) => show('red', title, message),
  warning: (title: string, message?: string) => show('yellow', title, message),
  info: (title: string, message?: string) => show('blue', title, message),
};
