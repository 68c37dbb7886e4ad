/** The notifications' cache, which the live connection updates. */
export { receiveNotification } from './api';
