export { sportsRoutes } from './routes';
