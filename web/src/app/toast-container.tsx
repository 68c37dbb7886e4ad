// The toasts' container alone, for app/toasts.tsx to load after the first paint. Importing the
// package itself there would bring all of it into the first load, since the first load already
// holds the package for the toasts' store. The container's own styles come with it (a toast's
// are core's Notification, in the first load's list).
import '@mantine/notifications/styles.layer.css';

export { Notifications as ToastContainer } from '@mantine/notifications';
