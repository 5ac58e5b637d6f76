import type { FastifyInstance } from 'fastify';
import type { SimLeague } from './catalogue';

export const SIM_LOGO_PATH = '/sandbox/feed/logos';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A club crest: a shield in the club's two colours with its short name's first character. */
const crest = (
  mark: string,
  [main, trim]: [string, string],
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<path d="M32 3 58 11v20c0 15-11 25-26 30C17 56 6 46 6 31V11z" fill="${main}" stroke="${trim}" stroke-width="4"/>
<path d="M32 10 51 16v15c0 11-8 18-19 22z" fill="${trim}" opacity=".35"/>
<text x="32" y="41" text-anchor="middle" font-family="'Noto Sans CJK SC',sans-serif" font-size="22" font-weight="700" fill="#fff">${escapeXml(mark)}</text>
</svg>`;

/** A competition badge: a roundel with its short name. */
const badge = (
  name: string,
  colour: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<circle cx="32" cy="32" r="29" fill="${colour}"/><circle cx="32" cy="32" r="23" fill="none" stroke="#fff" stroke-width="2" opacity=".6"/>
<text x="32" y="38" text-anchor="middle" font-family="'Noto Sans CJK SC',sans-serif" font-size="${name.length > 2 ? 13 : 17}" font-weight="700" fill="#fff">${escapeXml(name)}</text>
</svg>`;

const LEAGUE_COLOURS = { football: '#1f7a4d', basketball: '#c2571a', esports: '#5b3cc4' } as const;

/** Serves the simulated world's crests and badges (the sandbox's stand-in for a provider's image CDN). */
export const registerSimLogos = (app: FastifyInstance, leagues: SimLeague[]): void => {
  const images = new Map<string, string>();
  for (const league of leagues) {
    images.set(league.ref, badge(league.shortName, LEAGUE_COLOURS[league.sport]));
    for (const team of league.teams) images.set(team.ref, crest(Array.from(team.shortName)[0] ?? '?', team.colours));
  }
  app.get<{ Params: { file: string } }>(`${SIM_LOGO_PATH}/:file`, { schema: { hide: true } }, (request, reply) => {
    const image = images.get(request.params.file.replace(/\.svg$/, ''));
    if (!image) return reply.status(404).type('text/plain; charset=utf-8').send('没有这个图标');
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(image);
  });
};
