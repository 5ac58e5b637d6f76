import { type CoinBalance, type GiftView, type RankResponse, routes } from '@courtside/contract';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlerts } from '../../../shared/modals/alertStore';
import { bodiesSentTo, findIn, Refusal, signInForTest, signOutForTest, stubApiWith } from '../../../test/helpers';
import { click, renderRoutes, waitFor } from '../../../test/render';
import { playGiftPush, useGiftPushes } from '../state/pushes';
import { RankBoard } from './RankBoard';
import { RoomGifts } from './RoomGifts';

const g = routes.gift;
const room = { roomType: 'anchor', roomId: 3 } as const;

const gift = (giftId: number, code: string, name: string, price: number, giftType: 1 | 2 = 1): GiftView => ({
  giftId,
  giftCode: code,
  giftType,
  giftPrice: price,
  giftName: name,
  giftIcon: `/media/gift-${code}.svg`,
  giftIconWeb: `/media/gift-${code}-anim.svg`,
  status: 1,
});
const catalogue = [gift(7, 'G007', '星星', 10), gift(19, 'G019', '火箭', 1888, 2)];
const balance = (coins: string): CoinBalance => ({
  coins,
  coinPrice: '0.10',
  currency: 'RMB',
  centreAvailable: '1000.00',
});
const rank: RankResponse = {
  period: 'day',
  since: '2026-11-25T16:00:00.000Z',
  items: [
    { rank: 1, nick: '演**员', level: 3, amount: '300', isMe: false },
    { rank: 2, nick: 'demo01', level: 2, amount: '40', isMe: true },
  ],
};

const render = () =>
  renderRoutes([
    {
      path: '/',
      element: (
        <>
          <RoomGifts room={room} />
          <RankBoard room={room} />
        </>
      ),
    },
  ]);

/** Dialogs render in a portal under body, not in the view's container. */
const inDocument = (testId: string) => document.querySelector(`[data-testid="${testId}"]`);

describe('room gifts', () => {
  afterEach(() => {
    signOutForTest();
    vi.unstubAllGlobals();
    useAlerts.setState({ queue: [] });
    useGiftPushes.setState({ playing: [], waiting: [], seen: [] });
  });

  it('gives a visitor the warm-reminder login prompt instead of the tray', async () => {
    stubApiWith({
      [g.catalogue.path]: catalogue,
      [g.calibratePermissions.path]: { canSend: false, reason: 'notLoggedIn' },
    });
    const view = await render();
    await click(await findIn(view.container, '[data-testid="gift-open"]'));
    expect(useAlerts.getState().queue[0]).toMatchObject({ title: '温馨提示' });
    expect(view.container.querySelector('[data-testid="gift-tray"]')).toBeNull();
    await view.unmount();
  });

  it('sends a gift, plays its animation and counts a combo on the repeat', async () => {
    signInForTest();
    let coins = 100;
    let recordId = 0;
    const fetch = stubApiWith({
      [g.catalogue.path]: catalogue,
      [g.calibratePermissions.path]: { canSend: true, reason: null },
      [g.coinBalance.path]: () => balance(String(coins)),
      [g.rank.path]: rank,
      [g.reward.path]: (body: unknown) => {
        const sent = body as { giftId: number; count: number; combo: number };
        coins -= 10 * sent.count;
        recordId += 1;
        return {
          recordId,
          giftId: sent.giftId,
          count: sent.count,
          combo: sent.combo,
          amount: '10',
          coinBalance: String(coins),
          replayed: false,
        };
      },
    });
    const view = await render();
    await findIn(view.container, '[data-testid="gift-bar-coins"]');
    await click(view.container.querySelector('[data-testid="gift-open"]'));
    await findIn(view.container, '[data-testid="gift-G007"]');
    await click(view.container.querySelector('[data-testid="gift-send"]'));
    const animation = await findIn(view.container, '[data-testid="gift-animation"]');
    expect(animation.textContent).toContain('我 送出 星星 x1');
    await click(view.container.querySelector('[data-testid="gift-send"]'));
    await waitFor(() =>
      expect(view.container.querySelector('[data-testid="gift-combo"]')?.textContent).toBe('连击 x2'),
    );
    const sent = bodiesSentTo(fetch, g.reward) as { combo: number; requestId: string; roomId: number }[];
    expect(sent.map((b) => b.combo)).toEqual([1, 2]);
    expect(sent[0]!.roomId).toBe(3);
    expect(sent[0]!.requestId).not.toBe(sent[1]!.requestId);
    await waitFor(() =>
      expect(view.container.querySelector('[data-testid="gift-tray-coins"]')?.textContent).toBe('80 金币'),
    );
    await view.unmount();
  });

  it('does not send a gift the coins do not cover: it opens the top-up, which buys only after confirmation', async () => {
    signInForTest();
    const fetch = stubApiWith({
      [g.catalogue.path]: catalogue,
      [g.calibratePermissions.path]: { canSend: true, reason: null },
      [g.coinBalance.path]: balance('5'),
      [g.rank.path]: rank,
      [g.buyCoins.path]: { coins: 100, cost: '10.00', coinBalance: '105', centreAvailable: '990.00', replayed: false },
    });
    const view = await render();
    await findIn(view.container, '[data-testid="gift-bar-coins"]');
    await click(view.container.querySelector('[data-testid="gift-open"]'));
    await findIn(view.container, '[data-testid="gift-short"]');
    await click(view.container.querySelector('[data-testid="gift-send"]'));
    expect(bodiesSentTo(fetch, g.reward)).toEqual([]);
    await waitFor(() => expect(inDocument('gift-topup')).not.toBeNull());
    expect(inDocument('gift-pack-100')?.getAttribute('aria-checked')).toBe('true');
    await click(inDocument('gift-topup-submit'));
    expect(bodiesSentTo(fetch, g.buyCoins)).toEqual([]);
    await waitFor(() => expect(inDocument('gift-topup-confirm')?.textContent).toContain('¥10.00 购买 100 金币'));
    await click(inDocument('gift-topup-confirm')?.querySelector('[data-testid="confirm-ok"]'));
    await waitFor(() => expect(bodiesSentTo(fetch, g.buyCoins)).toHaveLength(1));
    expect(bodiesSentTo(fetch, g.buyCoins)[0]).toMatchObject({ coins: 100 });
    await view.unmount();
  });

  it('shows why a member may not send here, from the server', async () => {
    signInForTest();
    stubApiWith({
      [g.catalogue.path]: catalogue,
      [g.calibratePermissions.path]: { canSend: false, reason: 'giftsOff' },
      [g.coinBalance.path]: balance('100'),
      [g.rank.path]: rank,
      [g.reward.path]: new Refusal(10692, '该直播间暂未开启送礼'),
    });
    const view = await render();
    await click(await findIn(view.container, '[data-testid="gift-open"]'));
    const note = await findIn(view.container, '[data-testid="gift-tray-blocked"]');
    expect(note.textContent).toBe('该直播间暂未开启送礼');
    expect(view.container.querySelector('[data-testid="gift-send"]')?.hasAttribute('disabled')).toBe(true);
    await view.unmount();
  });

  it('ranks the room by period and marks the member', async () => {
    const fetch = stubApiWith({
      [g.catalogue.path]: catalogue,
      [g.rank.path]: rank,
      [g.calibratePermissions.path]: { canSend: false, reason: 'notLoggedIn' },
    });
    const view = await render();
    const rows = await waitFor(() => {
      const found = [...view.container.querySelectorAll('[data-testid="gift-rank-row"]')];
      expect(found).toHaveLength(2);
      return found;
    });
    expect(rows[1]?.getAttribute('data-me')).toBe('true');
    expect(rows[0]?.textContent).toContain('300 金币');
    await click(view.container.querySelector('[data-testid="gift-rank-week"]'));
    await waitFor(() =>
      expect((bodiesSentTo(fetch, g.rank) as { period: string }[]).map((b) => b.period)).toEqual(['day', 'week']),
    );
    await view.unmount();
  });
});

describe('gift pushes', () => {
  afterEach(() => useGiftPushes.setState({ playing: [], waiting: [], seen: [] }));

  it('plays a push once however often it is heard, three small ones at a time and one big one', () => {
    const push = (id: string, giftType: 1 | 2 = 1) =>
      act(() => playGiftPush({ id, nick: 'a', giftName: 'b', giftIconWeb: '', giftType, count: 1, combo: 1 }));
    push('gift:1');
    push('gift:1');
    push('gift:2');
    push('gift:3');
    push('gift:4');
    push('gift:5', 2);
    push('gift:6', 2);
    const state = useGiftPushes.getState();
    expect(state.playing.map((p) => p.id)).toEqual(['gift:1', 'gift:2', 'gift:3', 'gift:5']);
    expect(state.waiting.map((p) => p.id)).toEqual(['gift:4', 'gift:6']);
    act(() => state.done('gift:1'));
    act(() => useGiftPushes.getState().done('gift:5'));
    expect(useGiftPushes.getState().playing.map((p) => p.id)).toEqual(['gift:2', 'gift:3', 'gift:4', 'gift:6']);
  });
});
