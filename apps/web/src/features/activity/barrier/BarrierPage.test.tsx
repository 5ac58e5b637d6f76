import { type BarrierInfo, barrierRoutes } from '@courtside/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, signInForTest, signOutForTest, stubApiWith } from '../../../test/helpers';
import { click, renderRoutes, waitFor } from '../../../test/render';
import { activityRoutes } from '../routes';

const stages: BarrierInfo['stages'] = [
  { index: 0, turnover: '100.00', amount: '2.00', state: 'claimed', grantId: 5 },
  { index: 1, turnover: '500.00', amount: '8.00', state: 'claimable', grantId: null },
  { index: 2, turnover: '2000.00', amount: '28.00', state: 'locked', grantId: null },
];
const info: BarrierInfo = {
  reason: null,
  title: '每日闯关',
  summary: '当日有效投注逐关领彩金',
  rules: { multiplier: 1, validDays: 7 },
  day: '2026-11-30',
  turnover: '600.00',
  toNext: '1400.00',
  stages,
};

const render = () =>
  renderRoutes([{ path: '/app', children: activityRoutes }], { initialEntries: ['/app/activity/barrier'] });

const stagesOf = async (container: HTMLElement) =>
  waitFor(() => {
    const found = container.querySelectorAll<HTMLElement>('[data-testid="barrier-stage"]');
    if (found.length !== 3) throw new Error('no ladder yet');
    return Array.from(found);
  });

describe('闯关', () => {
  afterEach(() => {
    signOutForTest();
    vi.unstubAllGlobals();
  });

  it('shows a visitor the ladder and asks them to log in for a cleared stage', async () => {
    stubApiWith({
      [barrierRoutes.info.path]: {
        ...info,
        reason: 'notLoggedIn',
        turnover: '0.00',
        toNext: '100.00',
        stages: stages.map((s) => ({ ...s, state: 'locked', grantId: null })),
      },
    });
    const view = await render();
    const rows = await stagesOf(view.container);
    expect(rows.map((r) => r.dataset.state)).toEqual(['locked', 'locked', 'locked']);
    expect(rows[0]!.textContent).toContain('第1关 · 彩金 ¥2.00');
    expect(rows[0]!.textContent).toContain('当日有效投注满 ¥100.00');
    expect(view.container.querySelector('[data-testid="barrier-next"]')?.textContent).toBe(
      '再投注 ¥100.00 即可通过下一关',
    );
    expect(view.container.querySelector('[data-testid="barrier-claim"]')).toBeNull();
    expect(view.container.querySelector('[data-testid="barrier-rules"]')?.textContent).toContain('1倍流水');
    await view.unmount();
  });

  it('claims a cleared stage and shows it claimed', async () => {
    signInForTest();
    const fetch = stubApiWith({
      [barrierRoutes.info.path]: info,
      [barrierRoutes.claim.path]: (body: unknown) => {
        const { stage } = body as { stage: number };
        return {
          grantId: 6,
          info: {
            ...info,
            stages: stages.map((s) => (s.index === stage ? { ...s, state: 'claimed', grantId: 6 } : s)),
          },
        };
      },
    });
    const view = await render();
    const rows = await stagesOf(view.container);
    expect(rows.map((r) => r.dataset.state)).toEqual(['claimed', 'claimable', 'locked']);
    expect(view.container.querySelector('[data-testid="barrier-turnover"]')?.textContent).toBe('¥600.00');
    const claim = rows[1]!.querySelector('[data-testid="barrier-claim"]');
    expect(claim?.textContent).toBe('领取');
    await click(claim);
    await waitFor(() => {
      const now = view.container.querySelectorAll<HTMLElement>('[data-testid="barrier-stage"]')[1];
      if (now?.dataset.state !== 'claimed') throw new Error('not claimed yet');
    });
    expect(bodiesSentTo(fetch, barrierRoutes.claim)).toEqual([{ stage: 1 }]);
    expect(view.container.querySelector('[data-testid="barrier-claim"]')).toBeNull();
    await view.unmount();
  });

  it('says so when the operator paused it, and leads to the offers', async () => {
    stubApiWith({
      [barrierRoutes.info.path]: { ...info, reason: 'noOffer', title: null, summary: null, rules: null, stages: [] },
    });
    const view = await render();
    const empty = await waitFor(() => {
      const found = view.container.querySelector('[data-testid="barrier-no-offer"]');
      if (!found) throw new Error('no empty state yet');
      return found;
    });
    expect(empty.querySelector('a')?.getAttribute('href')).toBe('/app/promotions');
    await view.unmount();
  });
});
