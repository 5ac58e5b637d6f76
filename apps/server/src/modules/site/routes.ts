import { Errors, siteRoutes as r } from '@courtside/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail } from '../../platform/envelope';
import { mount, mountCached } from '../../platform/http';
import { siteIdOf } from '../../platform/site-context';
import type { SiteService } from './service';

const TAG = 'site';
const SITE_API = '/api/site/group/site/';
const mediaParams = z.object({ id: z.string().regex(/^[a-z0-9-]{1,64}\.svg$/) });

export const registerSiteRoutes = (app: FastifyInstance, site: SiteService, defaultSiteId: number): void => {
  const sid = (request: Parameters<typeof siteIdOf>[0]) => siteIdOf(request, defaultSiteId);

  mountCached(app, TAG, r.configGet, (input, req) => site.param(sid(req), input.keyCode));
  mountCached(app, TAG, r.configGets, (input, req) => site.params(sid(req), input.keyCodes));
  mountCached(app, TAG, r.perInfoV1, (_input, req) => site.infoJson(sid(req), r.perInfoV1));
  mountCached(app, TAG, r.perInfoV5, (_input, req) => site.infoJson(sid(req), r.perInfoV5));
  mountCached(app, TAG, r.languageCode, (_input, req) => site.languageCode(sid(req)));
  mountCached(app, TAG, r.bannersV1, (input, req) => site.banners(sid(req), input.position));
  mountCached(app, TAG, r.bannersV2, (_input, req) => site.bannersByPosition(sid(req)));
  mountCached(app, TAG, r.floatingWindows, (_input, req) => site.floatingWindows(sid(req)));
  mountCached(app, TAG, r.navigation, (_input, req) => site.navigation(sid(req)));
  mountCached(app, TAG, r.announcements, (_input, req) => site.announcements(sid(req)));
  mountCached(app, TAG, r.marquee, (_input, req) => site.marquee(sid(req)));
  mountCached(app, TAG, r.customerServiceUrl, (_input, req) => site.customerServiceUrl(sid(req)));
  mountCached(app, TAG, r.customerServiceConfig, (_input, req) => site.customerServiceConfig(sid(req)));
  mountCached(app, TAG, r.helpCategories, (_input, req) => site.helpCategories(sid(req)));
  mountCached(app, TAG, r.helpList, (input, req) => site.helpList(sid(req), input));
  mountCached(app, TAG, r.helpDetail, (input, req) => site.helpDetail(sid(req), input.id));
  mountCached(app, TAG, r.pcBottom, (_input, req) => site.pcBottom(sid(req)));
  mountCached(app, TAG, r.countries, (_input, req) => site.countries(sid(req)));
  mountCached(app, TAG, r.domains, (_input, req) => site.domains(sid(req)));
  mount(app, TAG, r.serverTime, async () => site.serverTime());
  mount(app, TAG, r.systemTime, async () => site.serverTime());

  app.get('/media/:id', { schema: { hide: true } }, async (request, reply) => {
    const params = mediaParams.safeParse(request.params);
    const found = params.success ? await site.media(params.data.id) : null;
    if (!found) return reply.status(404).send(fail(Errors.notFound.code, Errors.notFound.msg));
    return reply.header('cache-control', 'public, max-age=86400').type(found.contentType).send(found.body);
  });

  // While the site is in maintenance every other API answers the maintenance code; the site-config
  // family stays up so the browser can learn about it and show /maintenance. Exempt paths return
  // synchronously: this hook sits in front of the hottest reads.
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    if (!url.startsWith('/api/') || url.startsWith(SITE_API) || url.startsWith('/api/admin/')) return done();
    site.maintenance(sid(request)).then((state) => {
      if (!state.active) return done();
      reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(fail(Errors.maintenance.code, state.message, state)));
    }, done);
  });
};
