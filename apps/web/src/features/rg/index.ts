export { rgRoutes } from './routes';
export { SessionClock } from './session/SessionClock';
