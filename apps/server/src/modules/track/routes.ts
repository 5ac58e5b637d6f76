import { trackRoutes as r } from '@courtside/contract';
import { trackAdminRoutes as a } from '@courtside/contract/admin';
import type { RouteKit } from '../../platform/http';
import type { TrackService } from './service';

/**
 * Per address: a page sends a batch at most every 30 s or when it is hidden, so 60 a minute is a
 * busy household behind one NAT, and anything more is a flood.
 */
const REPORT_PER_MINUTE = 60;

export const registerTrackRoutes = (http: RouteKit, track: TrackService): void => {
  http.visitor(r.report, (input, member, call) => track.report(call.siteId, member, input), {
    ratePerMinute: REPORT_PER_MINUTE,
    // A lost batch costs a few points of a click-through report; the node's time goes to members.
    degradable: true,
    // 200 beacons a second at the goal; the click report counts them.
    unlogged: true,
  });
  http.operator(a.clickReport, (input, _actor, call) => track.clickReport(call.siteId, input));
};
