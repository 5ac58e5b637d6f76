export { messageKeys } from './api/keys';
export { applyMessagePush } from './api/messages';
export { MessageBell } from './components/MessageBell';
export { messageRoutes } from './routes';
