import { adminRoutes, type LoginResult, memberRoutes, walletRoutes } from '@courtside/contract';
import { ADMIN_TOKEN, post, type TestApp } from './harness';
import { SITE, tokenHeader } from './members';

export const adminHeader = { 'x-admin-token': ADMIN_TOKEN };
export const WITHDRAW_PASSWORD = '246810';

/** Credits a member's centre wallet from the house adjustment account, as an operator would. */
export const fund = (app: TestApp, who: LoginResult, amount: bigint, currency: 'RMB' | 'USDT' = 'RMB') =>
  app.services.ledger.move({
    debit: { siteId: SITE, memberId: null, kind: 'adjustment', venueCode: '', currency },
    credit: { siteId: SITE, memberId: who.member.id, kind: 'centre', venueCode: '', currency },
    amount,
    kind: 'adjustment',
    idempotencyKey: `test-fund:${who.member.id}:${currency}:${amount}:${Math.random()}`,
    memberId: who.member.id,
  });

/** Binds a real name and sets the withdrawal password, as a member does before the first withdrawal. */
export const prepareForWithdrawal = async (app: TestApp, who: LoginResult, realName = '赵子龙') => {
  await post(app, memberRoutes.realNameBind.path, { realName }, tokenHeader(who.token));
  await post(
    app,
    memberRoutes.withdrawPasswordSet.path,
    { password: WITHDRAW_PASSWORD, confirmPassword: WITHDRAW_PASSWORD },
    tokenHeader(who.token),
  );
};

export const centreBalance = async (app: TestApp, who: LoginResult): Promise<string> =>
  (
    (await post(app, walletRoutes.balances.path, {}, tokenHeader(who.token))).body.data as {
      centre: { balance: string };
    }
  ).centre.balance;

export const setSiteParam = (app: TestApp, keyCode: string, value: string) =>
  post(app, adminRoutes.siteParam.path, { keyCode, value }, adminHeader);

/** Rows of a raw query, on either database kind. */
export const rowsOf = async <T>(app: TestApp, query: Parameters<TestApp['database']['db']['execute']>[0]) =>
  ((await app.database.db.execute(query)) as unknown as { rows: T[] }).rows;
