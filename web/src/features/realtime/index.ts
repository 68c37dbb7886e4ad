export { DRIVER_JOBS_URL, KITCHEN_BOARD_URL } from './apply-server-message';
export { RealtimeProvider } from './realtime-provider';
