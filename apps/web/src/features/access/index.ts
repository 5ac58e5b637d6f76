export { accessRoutes } from './routes';
