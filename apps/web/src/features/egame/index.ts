export { egameRoutes } from './routes';
