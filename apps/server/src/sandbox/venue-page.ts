import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { VenueService } from '../modules/venue';

export const SANDBOX_PAGE_PATH = '/sandbox/venue';

const params = z.object({ code: z.string().regex(/^[A-Z0-9]{2,16}$/) });
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The sandbox provider's lobby: where a launched sandbox venue lands. It says plainly that it is a
 * development stand-in, and its way out goes back to the wallet, which applies auto-transfer.
 */
export const registerSandboxPage = (
  app: FastifyInstance,
  venues: VenueService,
  siteOf: (request: FastifyRequest) => number,
): void => {
  app.get(`${SANDBOX_PAGE_PATH}/:code`, { schema: { hide: true } }, async (request, reply) => {
    const parsed = params.safeParse(request.params);
    const venue = parsed.success
      ? (await venues.list(siteOf(request))).find((v) => v.channelCode === parsed.data.code)
      : undefined;
    if (!venue) return reply.status(404).type('text/html; charset=utf-8').send('<!doctype html><title>404</title>');
    const name = escapeHtml(venue.name);
    const code = encodeURIComponent(venue.channelCode);
    const demo = (request.query as { demo?: unknown }).demo === '1';
    const exit = demo ? '/app/home' : `/app/transfer?leave=${code}`;
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${name} · 沙盒场馆</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#1b1530;color:#f4f1ff;font-family:system-ui,"Noto Sans CJK SC",sans-serif}
main{max-width:22rem;padding:2rem;text-align:center;background:#2a2145;border-radius:1rem}
a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.5rem;border-radius:999px;background:linear-gradient(90deg,#ff4f9a,#36c5f0);color:#fff;text-decoration:none}</style>
</head><body><main data-testid="sandbox-venue">
<h1>${name}</h1>
<p>这是开发与演示用的沙盒场馆，不是真实游戏。${demo ? '当前为试玩模式，不涉及资金。' : ''}</p>
<a href="${exit}" data-testid="sandbox-leave">离开场馆</a>
</main></body></html>`);
  });
};
