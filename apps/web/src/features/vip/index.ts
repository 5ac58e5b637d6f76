export { vipRoutes } from './routes';
