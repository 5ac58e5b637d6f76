import type { MatchView } from '@courtside/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FeedService } from '../modules/feed';
import type { VenueService } from '../modules/venue';

export const SANDBOX_PAGE_PATH = '/sandbox/venue';

const params = z.object({ code: z.string().regex(/^[A-Z0-9]{2,16}$/) });
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A sports venue's lobby lists the matches in play now (the demo feed's), as its own book would. */
const matchRows = (matches: readonly MatchView[]): string =>
  matches.length === 0
    ? '<p class="none">暂无进行中的赛事，请稍后再来</p>'
    : `<ul class="matches" data-testid="sandbox-matches">${matches
        .map(
          (m) => `<li><span class="league">${escapeHtml(m.league.name)} · ${escapeHtml(m.periodName || '进行中')}</span>
<span class="teams"><b>${escapeHtml(m.home.name)}</b><em>${m.score.home} : ${m.score.away}</em><b>${escapeHtml(m.away.name)}</b></span></li>`,
        )
        .join('')}</ul>`;

/**
 * The sandbox provider's lobby: where a launched sandbox venue lands. It says plainly that it is a
 * development stand-in, and its way out goes back to the wallet, which applies auto-transfer. A
 * sports venue's lobby is never empty: it lists the matches in play.
 */
export const registerSandboxPage = (
  app: FastifyInstance,
  venues: VenueService,
  siteOf: (request: FastifyRequest) => number,
  feed?: FeedService,
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
    const sports = venue.kind === 'sports' || venue.kind === 'esports';
    const live = sports && feed ? await feed.liveMatches(venue.kind === 'esports' ? 'esports' : undefined, 20) : [];
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${name} · 沙盒场馆</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#1b1530;color:#f4f1ff;font-family:system-ui,"Noto Sans CJK SC",sans-serif}
main{max-width:${sports ? '36rem' : '22rem'};width:calc(100% - 2rem);box-sizing:border-box;padding:2rem;text-align:center;background:#2a2145;border-radius:1rem}
.matches{list-style:none;margin:1rem 0 0;padding:0;text-align:left}.matches li{padding:.6rem .8rem;margin-top:.5rem;border-radius:.6rem;background:#372b5c}
.league{display:block;font-size:.75rem;color:#b9addf}.teams{display:flex;align-items:center;gap:.75rem;margin-top:.25rem}.teams b{flex:1;font-weight:600}.teams b:last-child{text-align:right}
.teams em{font-style:normal;font-weight:700;color:#ff6b9d;font-variant-numeric:tabular-nums}.none{color:#b9addf}
a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.5rem;border-radius:999px;background:linear-gradient(90deg,#ff4f9a,#36c5f0);color:#fff;text-decoration:none}</style>
</head><body><main data-testid="sandbox-venue">
<h1>${name}</h1>
<p>这是开发与演示用的沙盒场馆，不是真实游戏。${demo ? '当前为试玩模式，不涉及资金。' : ''}</p>
${sports ? `<h2>滚球赛事</h2>${matchRows(live)}` : ''}
<a href="${exit}" data-testid="sandbox-leave">离开场馆</a>
</main></body></html>`);
  });
};
