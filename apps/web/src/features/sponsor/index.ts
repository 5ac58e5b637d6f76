export { sponsorRoutes } from './routes';
