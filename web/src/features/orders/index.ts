export { formatDate, formatTime, pickupText } from './order-format';
