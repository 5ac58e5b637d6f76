import { egameRoutes, venueRoutes } from '@courtside/contract';
import { gameAdminRoutes as admin } from '@courtside/contract/admin';
import type { RouteKit } from '../../platform/http';
import type { GameCatalogue } from './catalogue';
import type { GameRecords } from './records';
import type { VenueService } from './service';

/**
 * The public venue reads and the game catalogue; launching a venue and leaving it move money, so the
 * wallet module serves them (a game's launch goes through the wallet's entrance).
 */
export const registerVenueRoutes = (
  http: RouteKit,
  deps: { venues: VenueService; catalogue: GameCatalogue; records: GameRecords },
): void => {
  const { venues, catalogue, records } = deps;
  http.public(venueRoutes.list, (_input, call) => venues.visible(call.siteId));
  http.public(venueRoutes.demoLaunch, (input, call) => venues.demoLaunch(call.siteId, input.venueCode));
  http.public(venueRoutes.gameChannels, (_input, call) => venues.gameChannels(call.siteId));

  const r = egameRoutes;
  http.visitor(r.list, (input, member, call) => catalogue.list(call.siteId, member?.memberId ?? null, input));
  http.visitor(r.hot, (input, member, call) => catalogue.hot(call.siteId, member?.memberId ?? null, input.venueCodes));
  http.public(r.brands, (input, call) => catalogue.brands(call.siteId, input.venueCodes));
  http.public(r.categories, (input, call) => catalogue.categories(call.siteId, input.venueCodes));
  http.member(r.collectionList, (input, member) => catalogue.favourites(member, input.venueCodes));
  http.member(r.collectionAdd, (input, member) =>
    catalogue.setFavourite(member, input.venueCode, input.gameCode, true),
  );
  http.member(r.collectionRemove, (input, member) =>
    catalogue.setFavourite(member, input.venueCode, input.gameCode, false),
  );
  http.member(r.recent, (input, member) => catalogue.recent(member, input.venueCodes));
  http.visitor(r.demoLaunch, (input, member, call) =>
    catalogue.demoLaunch(call.siteId, member, input.venueCode, input.gameCode),
  );
  http.member(r.launch, (input, member) => catalogue.launch(member, input.venueCode, input.gameCode, input.requestId), {
    geo: true,
  });
  http.member(r.records, (input, member) => records.forMember(member, input));

  http.operator(admin.venues, (_input, _actor, call) => venues.adminList(call.siteId));
  http.operator(admin.venueDisplay, (input, actor, call) => venues.setDisplay(actor, call.siteId, input));
  http.operator(admin.games, (input, _actor, call) => catalogue.adminList(call.siteId, input));
  http.operator(admin.gameDisplay, (input, actor, call) => catalogue.setDisplay(actor, call.siteId, input));
};
