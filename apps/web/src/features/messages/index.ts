export { messageKeys } from './api/keys';
export { applyMessagePush } from './api/unread';
export { messageRoutes } from './routes';
