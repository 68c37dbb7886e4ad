/** The header's bell, for the part of the header only a signed-in visitor loads. */
export { NotificationBell } from './notification-bell';
