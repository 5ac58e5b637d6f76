import { routes } from '@courtside/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findIn, signInForTest, signOutForTest, stubApiWith } from '../../../test/helpers';
import { renderRoutes, waitFor } from '../../../test/render';
import { giftRoutes } from '../routes';

const g = routes.gift;

const record = (recordId: number, giftName: string, count: number) => ({
  recordId,
  roomType: 'anchor' as const,
  roomId: 3,
  anchorNick: '球评老王',
  giftId: recordId,
  giftName,
  giftIcon: '/media/gift-g007.svg',
  count,
  amount: String(10 * count),
  createdAt: '2026-11-26T02:00:00.000Z',
});

describe('gift records page', () => {
  afterEach(() => {
    signOutForTest();
    vi.unstubAllGlobals();
  });

  it('asks a guest to log in', async () => {
    stubApiWith({});
    const view = await renderRoutes([{ path: '/app', children: giftRoutes }], { initialEntries: ['/app/gifts'] });
    const guard = await findIn(view.container, '[data-testid="member-guard"]');
    expect(guard.textContent).toContain('登录后即可查看您的送礼记录');
    await view.unmount();
  });

  it("lists the member's gifts with their rooms, and an anchor's earnings when the member is one", async () => {
    signInForTest();
    stubApiWith({
      [g.queryReward.path]: { items: [record(2, '火箭', 1), record(1, '星星', 3)], total: 2, page: 1, pageSize: 20 },
      [g.anchorEarnings.path]: { anchors: [{ anchorId: 4, nick: '球评老王', coins: '1250', gifts: 7 }] },
    });
    const view = await renderRoutes([{ path: '/app', children: giftRoutes }], { initialEntries: ['/app/gifts'] });
    const items = await waitFor(() => {
      const found = [...view.container.querySelectorAll('[data-testid="gift-record"]')];
      expect(found).toHaveLength(2);
      return found;
    });
    expect(items[0]?.textContent).toContain('火箭 x1');
    expect(items[0]?.textContent).toContain('主播 球评老王 的直播间');
    expect(items[1]?.textContent).toContain('30 金币');
    const earning = await findIn(view.container, '[data-testid="anchor-earning"]');
    expect(earning.textContent).toContain('1,250 金币 · 收到 7 次礼物');
    await view.unmount();
  });
});
