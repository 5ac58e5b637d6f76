export { HeaderBalance } from './components/HeaderBalance';
export { walletRoutes } from './routes';
