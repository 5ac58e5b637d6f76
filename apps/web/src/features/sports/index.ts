export { HotMatches } from './components/HotMatches';
export { sportsRoutes } from './routes';
