import { registerServiceWorker } from '../shared/serviceWorker';
import { installDevtoolsGuard } from './devtools';
import { installTracking, type Navigation } from './tracking';

/**
 * What the page does once its first screen has settled: the devtools guard, 埋点 and the service
 * worker (the development server has none to register). Nothing on the first screen needs any of
 * them, so their code stays out of the first page's bundle (one chunk, one request).
 */
export function installDeferred(router: Navigation): void {
  installDevtoolsGuard();
  installTracking(router);
  if (import.meta.env.PROD) registerServiceWorker();
}
