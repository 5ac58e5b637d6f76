export { activityRoutes } from './routes';
