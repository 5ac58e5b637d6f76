export { savingsRoutes } from './routes';
