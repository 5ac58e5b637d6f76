import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { H5, PC, screenshot, useSiteAndBrowser } from '../harness';

/** A page can take long to load while the machine is shared: a navigation gets this long. */
const NAVIGATION_MS = 90_000;
/** Signed URLs last 15 s here, so the player must renew them several times within one test. */
const TTL_SECONDS = 15;

describe('signed playback and following anchors in the browser', () => {
  const ctx = useSiteAndBrowser({ FEED_SIMULATOR: '1', MEDIA_URL_TTL_SECONDS: String(TTL_SECONDS) });

  /** A page whose every wait may take the long time a shared machine can need. */
  const openPage = async (viewport: typeof H5) => {
    const page = await ctx.browser.newPage({ viewport });
    page.setDefaultTimeout(NAVIGATION_MS);
    return page;
  };

  const playerFrame = async (page: Page): Promise<Frame> => {
    const handle = await page.getByTestId('player-frame').elementHandle({ timeout: 30_000 });
    const frame = await handle?.contentFrame();
    if (!frame) throw new Error('no player frame');
    await frame.getByTestId('play-video').waitFor({ state: 'attached' });
    return frame;
  };
  const clock = async (page: Page) =>
    (await playerFrame(page))
      .getByTestId('play-video')
      .evaluate((video: HTMLVideoElement) => video.currentTime)
      .catch(() => 0);

  /** The expiry (unix seconds) a signed stream URL carries in its path: `/live/<stream>/<exp>/…`. */
  const expiryOf = (url: string) => Number(/\/live\/[a-z0-9-]+\/(\d+)\//.exec(url)?.[1] ?? 0);

  /** What the origin answers a URL from this page's own session (fetch carries its cookies). */
  const statusFrom = (page: Page, url: string) =>
    page.evaluate(async (target) => {
      const response = await fetch(target);
      return { status: response.status, refused: response.headers.get('x-refused') };
    }, url);

  it('keeps playing past the first signature’s expiry on renewed URLs; the origin refuses expired, foreign and tampered ones', async () => {
    const stranger = await openPage(H5);
    await stranger.goto(`${ctx.site.url}/app/home`, { waitUntil: 'domcontentloaded', timeout: NAVIGATION_MS });
    const page = await openPage(H5);
    const streamRequests: { at: number; url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/stream/live/'))
        streamRequests.push({ at: Date.now(), url: response.url(), status: response.status() });
    });
    let detached = 0;
    page.on('framedetached', () => {
      detached += 1;
    });
    await page.goto(`${ctx.site.url}/app/live`, { waitUntil: 'domcontentloaded', timeout: NAVIGATION_MS });
    // The demo feed needs a while after the server starts before its first matches are live.
    await page.getByTestId('live-match').first().waitFor({ timeout: 150_000 });
    await page.getByTestId('live-match').first().click();
    await page.getByTestId('match-page').waitFor();
    const src = new URL(
      (await page.getByTestId('player-frame').getAttribute('src', { timeout: 30_000 })) ?? '',
      ctx.site.url,
    );
    const firstUrl = new URL(src.searchParams.get('src') ?? '', ctx.site.url).toString();
    const firstExpiry = Number(src.searchParams.get('exp'));
    expect(expiryOf(firstUrl)).toBe(firstExpiry);
    expect(firstExpiry * 1000 - Date.now()).toBeLessThanOrEqual(TTL_SECONDS * 1000);
    await expect.poll(() => clock(page), { timeout: 40_000 }).toBeGreaterThan(0.5);

    // Past the first signature's expiry, with room for a few segments more.
    const waitMs = firstExpiry * 1000 + 6_000 - Date.now();
    if (waitMs > 0) await page.waitForTimeout(waitMs);
    const before = await clock(page);
    await expect.poll(() => clock(page), { timeout: 20_000 }).toBeGreaterThan(before + 2);
    const frame = await playerFrame(page);
    expect(await frame.getByTestId('play-stage').getAttribute('data-state')).toBe('playing');
    expect(detached).toBe(0);
    const late = streamRequests.filter((r) => r.at > firstExpiry * 1000 + 1_000);
    expect(late.length).toBeGreaterThan(2);
    for (const request of late) {
      expect(request.status).toBe(200);
      expect(expiryOf(request.url)).toBeGreaterThan(firstExpiry);
    }
    await screenshot(page, 'live-renewed-h5');

    // The first URL has expired; a URL still valid for this page belongs to nobody else (another
    // visitor, on a page of this site opened beforehand); a forged one is forged.
    expect(await statusFrom(page, firstUrl)).toEqual({ status: 403, refused: 'expired' });
    // A URL just signed for this page's visitor, as the player's renewal gets it.
    const current = await page.evaluate(
      async (matchId) => {
        const response = await fetch('/api/site/group/game/video/v1/play', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ type: 'LIVE', matchId, channel: 'OBTY', platform: 'h5' }),
        });
        const answer = (await response.json()) as { data: { sources: { format: string; url: string }[] } };
        return new URL(
          answer.data.sources.find((source) => source.format === 'hls')!.url,
          window.location.href,
        ).toString();
      },
      Number(src.searchParams.get('match')),
    );
    expect((await statusFrom(page, current)).status).toBe(200);
    expect(await statusFrom(stranger, current)).toEqual({ status: 403, refused: 'foreign' });
    const tampered = current.replace(
      /\/([0-9a-f]{32})\//,
      (_all, sig: string) => `/${sig.startsWith('0') ? '1' : '0'}${sig.slice(1)}/`,
    );
    expect(await statusFrom(page, tampered)).toEqual({ status: 403, refused: 'forged' });
    await stranger.close();
    await page.close();
  }, 420_000);

  it('follows an anchor: it stays followed after a reload and shows in 我的关注 on the live page (PC)', async () => {
    const page = await openPage(PC);
    await page.goto(`${ctx.site.url}/app/live`, { waitUntil: 'domcontentloaded', timeout: NAVIGATION_MS });
    const firstRoom = page.getByTestId('live-room').first();
    await firstRoom.waitFor({ timeout: 120_000 });
    const roomId = await firstRoom.getAttribute('data-room-id');
    const roomPath = `/app/live/anchor/${roomId}`;
    await page.goto(`${ctx.site.url}/login?fromPage=${encodeURIComponent(roomPath)}`, {
      waitUntil: 'domcontentloaded',
      timeout: NAVIGATION_MS,
    });
    await page.getByTestId('login-name').fill('demo888');
    await page.getByTestId('login-password').fill('Courtside1');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === roomPath, { timeout: 30_000 });

    const follow = page.getByTestId('anchor-follow');
    await expect.poll(() => follow.innerText(), { timeout: 30_000 }).toBe('关注');
    const nick = (await page.getByTestId('anchor-card').innerText()).split(/\s/)[0]!;
    // The exact count (the demo's simulated crowd is shown in 万, where one more follower does not show).
    const followersBefore = Number(await page.getByTestId('anchor-followers').getAttribute('data-count'));
    await follow.click();
    await expect.poll(() => follow.innerText(), { timeout: 30_000 }).toBe('已关注');
    await expect
      .poll(() => page.getByTestId('anchor-followers').getAttribute('data-count'), { timeout: 30_000 })
      .toBe(String(followersBefore + 1));
    await screenshot(page, 'live-anchor-followed-pc');

    await page.reload({ waitUntil: 'domcontentloaded', timeout: NAVIGATION_MS });
    await expect.poll(() => page.getByTestId('anchor-follow').innerText(), { timeout: 30_000 }).toBe('已关注');
    await page.goto(`${ctx.site.url}/app/live`, { waitUntil: 'domcontentloaded', timeout: NAVIGATION_MS });
    const followed = page.getByTestId('live-followed');
    await followed.waitFor({ timeout: 30_000 });
    expect(await followed.innerText()).toContain(nick);
    expect(await followed.getByTestId('live-room').getAttribute('data-room-id')).toBe(roomId);
    await screenshot(page, 'live-followed-pc');
    await page.close();
  }, 420_000);
});
