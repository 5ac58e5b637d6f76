import { type InviteesResponse, type InviteInfo, inviteRoutes } from '@courtside/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { bodiesSentTo, signInForTest, signOutForTest } from '../../test/helpers';
import { click, renderRoutes, stubApi, waitFor } from '../../test/render';
import { invitePageRoutes } from './routes';

const info: InviteInfo = {
  reason: null,
  code: 'ABCD2345',
  link: '/register?i_code=ABCD2345',
  title: '邀请好友',
  terms: {
    bonus: { kind: 'fixed', amount: '1.00' },
    multiplier: 1,
    weights: { default: '0', products: { sports: '100' }, games: {}, markets: {} },
    minOdds: '1.50',
    maxBet: null,
    maxWinMultiplier: null,
    validDays: 30,
    invite: {
      firstDepositMin: '100.00',
      turnoverMin: '1000.00',
      rewards: { registered: '0.00', firstDeposit: '28.00', turnover: '58.00' },
    },
    eligibility: {
      depositNth: null,
      minDeposit: null,
      maxDeposit: null,
      requiresVipLevel: false,
      minVipLevel: null,
      registeredWithinDays: null,
      identityChecks: [],
    },
  },
  totals: { invitees: 12, deposited: 1, rewarded: 1, flagged: 1, rewardTotal: '28.00' },
};

const page = (n: number): InviteesResponse => ({
  items: [
    { name: `ab***${n}`, registeredAt: '2026-11-28T08:00:00.000Z', state: 'rewarded', reward: '28.00' },
    { name: 'cd***x', registeredAt: '2026-11-27T08:00:00.000Z', state: 'flagged', reward: '0.00' },
  ],
  total: 12,
  page: n,
  pageSize: 10,
});

describe('邀请好友', () => {
  afterEach(() => signOutForTest());

  it('shows the link with its QR code, the rules, and pages through the invitees', async () => {
    signInForTest();
    const fetch = stubApi({ [inviteRoutes.info.path]: info, [inviteRoutes.invitees.path]: page(1) });
    const view = await renderRoutes([{ path: '/app', children: invitePageRoutes }], {
      initialEntries: ['/app/invite'],
    });
    const rows = await waitFor(() => {
      const found = view.container.querySelectorAll('[data-testid="invitee"]');
      if (found.length !== 2) throw new Error('invitees not shown yet');
      return found;
    });
    const link = `${window.location.origin}/register?i_code=ABCD2345`;
    expect(view.container.querySelector('[data-testid="invite-link"]')?.textContent).toBe(link);
    expect(view.container.querySelector('[data-testid="invite-qr"]')?.getAttribute('data-text')).toBe(link);
    expect(view.container.querySelector('[data-testid="invite-qr"] path')?.getAttribute('d')).toMatch(/^M\d/);
    const rules = view.container.querySelector('[data-testid="invite-rules"]')?.textContent ?? '';
    expect(rules).toContain('好友首笔存款满 ¥100.00');
    expect(rules).toContain('您得 ¥58.00');
    expect(rows[1]!.getAttribute('data-state')).toBe('flagged');
    expect(rows[1]!.textContent).toContain('审核中');
    await click(view.container.querySelector('[data-testid="invitees-next"]'));
    await waitFor(() => expect(bodiesSentTo(fetch, inviteRoutes.invitees).at(-1)).toMatchObject({ page: 2 }));
    await view.unmount();
  });

  it('says so when no friend has registered yet', async () => {
    signInForTest();
    stubApi({
      [inviteRoutes.info.path]: { ...info, totals: { ...info.totals, invitees: 0 } },
      [inviteRoutes.invitees.path]: { items: [], total: 0, page: 1, pageSize: 10 },
    });
    const view = await renderRoutes([{ path: '/app', children: invitePageRoutes }], {
      initialEntries: ['/app/invite'],
    });
    await waitFor(() => {
      if (!view.container.querySelector('[data-testid="invite-list-empty"]')) throw new Error('no empty state yet');
    });
    await view.unmount();
  });
});
