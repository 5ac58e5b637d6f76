export { invitePageRoutes } from './routes';
