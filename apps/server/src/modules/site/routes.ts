import { Errors, siteRoutes as r, sitePageRoutes } from '@courtside/contract';
import { CONTENT_IMAGE_MAX_BYTES, contentAdminRoutes as c, sitePageAdminRoutes } from '@courtside/contract/admin';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { fail } from '../../platform/envelope';
import type { RouteKit } from '../../platform/http';
import { mountOperatorUpload } from '../../platform/upload';
import type { SiteContentDesk } from './content';
import type { SitePagesDesk } from './pages';
import type { SiteService } from './service';

const SITE_API = '/api/site/group/site/';
const mediaParams = z.object({ id: z.string().regex(/^[a-z0-9-]{1,64}\.svg$/) });
const uploadParams = z.object({ id: z.string().regex(/^[a-f0-9]{32}\.webp$/) });

export const registerSiteRoutes = async (
  http: RouteKit,
  site: SiteService,
  content: SiteContentDesk,
  pages: SitePagesDesk,
): Promise<void> => {
  const { app } = http;

  http.cached(r.configGet, (input, call) => site.param(call.siteId, input.keyCode));
  http.cached(r.configGets, (input, call) => site.params(call.siteId, input.keyCodes));
  http.cached(r.perInfoV1, (_input, call) => site.infoJson(call.siteId, r.perInfoV1), { browseGate: true });
  http.cached(r.perInfoV5, (_input, call) => site.infoJson(call.siteId, r.perInfoV5), { browseGate: true });
  http.cached(r.languageCode, (_input, call) => site.languageCode(call.siteId));
  http.cached(r.bannersV1, (input, call) => site.banners(call.siteId, input.position));
  http.cached(r.bannersV2, (_input, call) => site.bannersByPosition(call.siteId));
  http.cached(r.floatingWindows, (_input, call) => site.floatingWindows(call.siteId));
  http.cached(r.navigation, (_input, call) => site.navigation(call.siteId));
  http.cached(r.announcements, (_input, call) => site.announcements(call.siteId));
  http.cached(r.marquee, (_input, call) => site.marquee(call.siteId));
  http.cached(r.customerServiceUrl, (_input, call) => site.customerServiceUrl(call.siteId));
  http.cached(r.customerServiceConfig, (_input, call) => site.customerServiceConfig(call.siteId));
  http.cached(r.helpCategories, (_input, call) => site.helpCategories(call.siteId));
  http.cached(r.helpList, (input, call) => site.helpList(call.siteId, input));
  http.cached(r.helpDetail, (input, call) => site.helpDetail(call.siteId, input.id));
  http.cached(r.pcBottom, (_input, call) => site.pcBottom(call.siteId));
  http.cached(r.countries, (_input, call) => site.countries(call.siteId));
  http.cached(r.domains, (_input, call) => site.domains(call.siteId));
  http.cached(sitePageRoutes.get, (input, call) => pages.page(call.siteId, input.code));
  http.public(r.serverTime, async () => site.serverTime());
  http.public(r.systemTime, async () => site.serverTime());

  http.operator(c.banners, (input, _actor, call) => content.banners(call.siteId, input));
  http.operator(c.bannerSave, (input, actor, call) => content.saveBanner(actor, call.siteId, input));
  http.operator(c.announcements, (input, _actor, call) => content.announcements(call.siteId, input));
  http.operator(c.announcementSave, (input, actor, call) => content.saveAnnouncement(actor, call.siteId, input));
  http.operator(c.marquee, (input, _actor, call) => content.marquee(call.siteId, input));
  http.operator(c.marqueeSave, (input, actor, call) => content.saveMarquee(actor, call.siteId, input));
  http.operator(c.floating, (input, _actor, call) => content.floating(call.siteId, input));
  http.operator(c.floatingSave, (input, actor, call) => content.saveFloating(actor, call.siteId, input));
  http.operator(c.help, (input, _actor, call) => content.help(call.siteId, input));
  http.operator(c.helpSave, (input, actor, call) => content.saveHelp(actor, call.siteId, input));
  http.operator(c.navigation, (_input, _actor, call) => content.navigation(call.siteId));
  http.operator(c.navigationSave, (input, actor, call) => content.saveNavigation(actor, call.siteId, input));
  http.operator(c.navigationCreate, (input, actor, call) => content.createNavigation(actor, call.siteId, input));
  http.operator(c.helpCategorySave, (input, actor, call) => content.saveHelpCategory(actor, call.siteId, input));
  http.operator(c.remove, (input, actor, call) => content.remove(actor, call.siteId, input));
  http.operator(sitePageAdminRoutes.sitePages, (_input, _actor, call) => pages.pages(call.siteId));
  http.operator(sitePageAdminRoutes.sitePageSave, (input, actor, call) => pages.save(actor, call.siteId, input));
  await mountOperatorUpload(
    http,
    { ...c.imageUpload, maxBytes: CONTENT_IMAGE_MAX_BYTES, tooLargeMsg: '图片不能超过 2MB，请压缩后再上传' },
    (file, actor, siteId) => content.uploadImage(actor, siteId, file),
  );

  const sendMedia = async (id: string | null, reply: FastifyReply) => {
    const found = id === null ? null : await site.media(id);
    if (!found) return reply.status(404).send(fail(Errors.notFound.code, Errors.notFound.msg));
    return reply.header('cache-control', 'public, max-age=86400').type(found.contentType).send(found.body);
  };
  app.get('/media/:id', { schema: { hide: true } }, async (request, reply) => {
    const params = mediaParams.safeParse(request.params);
    return sendMedia(params.success ? params.data.id : null, reply);
  });
  // Pictures operators uploaded from the console (`content/v1/imageUpload`), re-encoded as WebP.
  app.get('/media/up/:id', { schema: { hide: true } }, async (request, reply) => {
    const params = uploadParams.safeParse(request.params);
    const found = params.success ? await content.uploadedImage(params.data.id.slice(0, -'.webp'.length)) : null;
    if (!found) return reply.status(404).send(fail(Errors.notFound.code, Errors.notFound.msg));
    // The key is random and a picture never changes under it, so it may be kept for long.
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type(found.contentType)
      .send(found.body);
  });
  // The game catalogue's pictures (the venue module's `game.image`), one folder of their own.
  app.get('/media/games/:id', { schema: { hide: true } }, async (request, reply) => {
    const params = mediaParams.safeParse(request.params);
    return sendMedia(params.success ? `games/${params.data.id}` : null, reply);
  });

  // The installable app's manifest (APP 下载), per site; revalidated, so a renamed site reaches the launcher.
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(await site.manifest(http.siteOf(request))),
  );

  // While the site is in maintenance every other API answers the maintenance code; the site-config
  // family stays up so the browser can learn about it and show /maintenance. Exempt paths return
  // synchronously: this hook sits in front of the hottest reads.
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    if (!url.startsWith('/api/') || url.startsWith(SITE_API) || url.startsWith('/api/admin/')) return done();
    site.maintenance(http.siteOf(request)).then((state) => {
      if (!state.active) return done();
      reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(fail(Errors.maintenance.code, state.message, state)));
    }, done);
  });
};
