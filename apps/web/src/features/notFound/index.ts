export { notFoundRoute } from './routes';
