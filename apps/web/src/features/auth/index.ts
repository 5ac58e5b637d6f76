export { LogoutButton } from './components/LogoutButton';
export { authRoutes } from './routes';
