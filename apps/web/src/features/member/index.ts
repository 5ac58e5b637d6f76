export { useMemberProfile } from './api/profile';
export { memberRoutes } from './routes';
