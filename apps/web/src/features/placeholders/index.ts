export { placeholderRoutes } from './routes';
