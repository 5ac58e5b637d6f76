export { promotionRoutes } from './routes';
