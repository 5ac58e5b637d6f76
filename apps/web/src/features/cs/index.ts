export { supportKeys } from './api/keys';
export { csRoutes } from './routes';
