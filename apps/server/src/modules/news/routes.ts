import { newsRoutes as r } from '@courtside/contract';
import { newsAdminRoutes as a } from '@courtside/contract/admin';
import type { RouteKit } from '../../platform/http';
import type { NewsService } from './service';

/** The spec's newsoccer reads (public: articles are for anyone) and the operator's desk (资讯文章). */
export const registerNewsRoutes = (http: RouteKit, news: NewsService): void => {
  // Reading can wait a moment on an overloaded node; the pages show the busy message and a retry.
  const reads = { degradable: true };
  http.public(r.list, (input, call) => news.list(call.siteId, input), reads);
  http.public(r.detail, (input, call) => news.detail(call.siteId, input.id), reads);
  http.public(r.byMatch, (input, call) => news.byMatch(call.siteId, input), reads);
  http.public(r.byLeague, (input, call) => news.byLeague(call.siteId, input), reads);
  http.public(r.categories, (_input, call) => news.categories(call.siteId), reads);
  http.public(r.matchInfo, (input, call) => news.matchInfo(call.siteId, input.matchId), reads);

  http.operator(a.list, (input, _actor, call) => news.adminList(call.siteId, input));
  http.operator(a.save, (input, actor, call) => news.save(actor, call.siteId, input));
  http.operator(a.publish, (input, actor, call) => news.publish(actor, call.siteId, input));
  http.operator(a.unpublish, (input, actor, call) => news.unpublish(actor, call.siteId, input));
};
