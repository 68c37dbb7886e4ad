export { DRIVER_JOBS_URL } from './apply-server-message';
export { KITCHEN_BOARD_URL } from './kitchen-board';
export { RealtimeProvider } from './realtime-provider';
