export { csRoutes } from './routes';
