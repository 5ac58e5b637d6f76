export { LiveRoomsStrip } from './components/LiveRoomsStrip';
export { liveRoutes } from './routes';
