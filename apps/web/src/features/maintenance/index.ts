export { maintenanceRoutes } from './routes';
