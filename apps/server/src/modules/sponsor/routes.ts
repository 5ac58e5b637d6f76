import { sponsorRoutes as r } from '@courtside/contract';
import { sponsorAdminRoutes as a } from '@courtside/contract/admin';
import type { RouteKit } from '../../platform/http';
import type { SponsorService } from './service';

/** The 赞助伙伴 pages are public (a visitor sees the wall too); 赞助设置 is the manager's (adminAccess). */
export const registerSponsorRoutes = (http: RouteKit, sponsors: SponsorService): void => {
  http.public(r.list, (_input, call) => sponsors.list(call.siteId));
  http.public(r.detail, (input, call) => sponsors.detail(call.siteId, input.id));

  http.operator(a.sponsors, (_input, _actor, call) => sponsors.sponsors(call.siteId));
  http.operator(a.sponsorSave, (input, actor, call) => sponsors.save(actor, call.siteId, input));
  http.operator(a.sponsorHide, (input, actor, call) => sponsors.hide(actor, call.siteId, input));
  http.operator(a.sponsorReorder, (input, actor, call) => sponsors.reorder(actor, call.siteId, input));
  http.operator(a.sponsorTeams, () => sponsors.teams());
};
