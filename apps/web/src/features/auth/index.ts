export { useLogout } from './api/logout';
export { authRoutes } from './routes';
