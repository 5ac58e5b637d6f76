import { renderRoutes } from '../../test/render';
import { memberRoutes } from './routes';

/** The member routes under /app, as the shell mounts them. */
export const renderMember = (path: string, options: Parameters<typeof renderRoutes>[1] = {}) =>
  renderRoutes([{ path: '/app', children: memberRoutes }], { ...options, initialEntries: [path] });
