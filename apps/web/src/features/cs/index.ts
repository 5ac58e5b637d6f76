export { applySupportPush } from './api/chat';
export { csRoutes } from './routes';
