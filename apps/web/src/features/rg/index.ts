export { rgRoutes } from './routes';
