export { feedbackRoutes } from './routes';
