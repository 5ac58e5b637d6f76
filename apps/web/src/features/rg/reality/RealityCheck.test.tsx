import { type RgSessionView, routes } from '@courtside/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStrings } from '../../../i18n';
import { playHeld } from '../../../shared/playHold';
import { bodiesSentTo, findIn, signInForTest, signOutForTest, stubApiWith } from '../../../test/helpers';
import { click, renderRoutes, waitFor } from '../../../test/render';
import { SessionClock } from '../session/SessionClock';
import { msUntilDue, RealityCheck } from './RealityCheck';

const rg = routes.rg;
const NOW = '2026-11-28T04:30:00.000Z';

const view = (over: Partial<RgSessionView['realityCheck']> = {}, net = '-22.50'): RgSessionView => ({
  startedAt: '2026-11-28T04:00:00.000Z',
  elapsedSeconds: 1_800,
  net,
  realityCheck: { minutes: 30, intervalSeconds: 1_800, dueAt: NOW, ...over },
  now: NOW,
});

describe('reality check', () => {
  afterEach(() => {
    signOutForTest();
    vi.unstubAllGlobals();
  });

  it('waits on the device clock from the server answer until the check is due', () => {
    const due = view({ dueAt: '2026-11-28T04:45:00.000Z' });
    expect(msUntilDue(due, 1_000, 1_000)).toBe(15 * 60_000);
    expect(msUntilDue(due, 1_000, 61_000)).toBe(14 * 60_000);
    expect(msUntilDue(due, 1_000, 10_000_000)).toBe(0);
    expect(msUntilDue(view({ dueAt: null, minutes: null, intervalSeconds: null }), 0, 0)).toBeNull();
  });

  it('opens when due with the elapsed time and net position, holds auto-play, and closes only on 继续', async () => {
    await loadStrings('rg');
    signInForTest();
    let acked = false;
    const fetch = stubApiWith({
      [rg.session.path]: () => (acked ? view({ dueAt: '2026-11-28T05:00:00.000Z' }) : view()),
      [rg.ackRealityCheck.path]: () => {
        acked = true;
        return view({ dueAt: '2026-11-28T05:00:00.000Z' });
      },
    });
    const screen = await renderRoutes([{ path: '/', element: <RealityCheck /> }]);
    const dialog = await findIn(document, '[data-testid="reality-check"]');
    expect(dialog.querySelector('[data-testid="reality-check-elapsed"]')?.textContent).toContain('0:30:0');
    expect(dialog.querySelector('[data-testid="reality-check-net"]')?.textContent).toBe('本次输赢：-¥22.50');
    expect(dialog.querySelector('[data-testid="reality-check-bets"]')?.getAttribute('href')).toBe('/app/sports/bets');
    expect(dialog.querySelector('[data-testid="reality-check-records"]')?.textContent).toBe('交易记录');
    expect(dialog.querySelector('[data-testid="reality-check-logout"]')?.textContent).toBe('退出登录');
    expect(playHeld()).toBe(true);
    // Escape does not dismiss it: the member answers it.
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.querySelector('[data-testid="reality-check"]')).not.toBeNull();
    await click(document.querySelector('[data-testid="reality-check-continue"]'));
    await waitFor(() => expect(document.querySelector('[data-testid="reality-check"]')).toBeNull());
    expect(bodiesSentTo(fetch as never, rg.ackRealityCheck)).toHaveLength(1);
    expect(playHeld()).toBe(false);
    await screen.unmount();
  });

  it('the session clock shows the time and the signed net position, and nothing to a visitor', async () => {
    await loadStrings('rg');
    stubApiWith({ [rg.session.path]: view({}, '12.50') });
    const visitor = await renderRoutes([{ path: '/', element: <SessionClock /> }]);
    expect(visitor.container.textContent).toBe('');
    await visitor.unmount();
    signInForTest();
    const member = await renderRoutes([{ path: '/', element: <SessionClock /> }]);
    const clock = await findIn(member.container, '[data-testid="session-clock"]');
    expect(clock.textContent).toContain('本次登录 0:30:0');
    expect(clock.querySelector('[data-testid="session-clock-net"]')?.textContent).toBe('本次输赢 +¥12.50');
    await member.unmount();
  });
});
