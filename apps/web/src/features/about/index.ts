export { aboutRoutes } from './routes';
