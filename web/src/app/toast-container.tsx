// The toasts' container alone, for app/toasts.tsx to load after the first paint. Importing the
// package itself there would bring all of it into the first load, since the first load already
// holds the package for the toasts' store.
export { Notifications as ToastContainer } from '@mantine/notifications';
