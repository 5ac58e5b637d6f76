export { walletRoutes } from './routes';
