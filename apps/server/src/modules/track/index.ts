import type { ModuleParts, Platform } from '../../platform/module';
import { registerTrackRoutes } from './routes';
import { type TrackNames, TrackService } from './service';

export type { TrackNames, TrackService } from './service';

/** 埋点 (issue 32): the web app's page views and clicks, and the click-through report over them. */
export const createTrackModule = (platform: Platform, deps: { names: TrackNames }) => {
  const track = new TrackService({
    db: platform.db,
    clock: platform.clock,
    names: deps.names,
    log: platform.log,
    keepDays: platform.config.TRACK_KEEP_DAYS,
  });
  const parts: ModuleParts = {
    name: 'track',
    routes: (http) => {
      registerTrackRoutes(http, track);
      // The queued page views and clicks go into the database before the server lets it go.
      http.app.addHook('onClose', () => track.flush());
    },
    jobs: [
      {
        name: 'track.dropOldDays',
        intervalMs: platform.config.TRACK_PRUNE_INTERVAL_MS,
        run: () => track.dropOldDays(),
      },
    ],
  };
  return { parts, track };
};
