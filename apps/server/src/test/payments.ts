import { type LoginResult, memberRoutes, walletRoutes } from '@courtside/contract';
import { adminRoutes } from '@courtside/contract/admin';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { ADMIN_TOKEN, createTestApp, type DatabaseKind, post, type TestApp } from './harness';
import { registerMember, SITE, tokenHeader } from './members';

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

/**
 * The frame of a payments suite: an app on the given database with a clock tests can move forward
 * (`bed.skewMs`, reset after each test), the ledger check after every test, site parameters set up
 * front, and fresh members on demand.
 */
export const paymentsBed = (kind: DatabaseKind, prefix: string, params: Record<string, string> = {}) => {
  const bed = { app: undefined as unknown as TestApp, skewMs: 0 };
  const clock = { now: () => new Date(Date.now() + bed.skewMs) };
  let n = 0;
  beforeAll(async () => {
    bed.app = await createTestApp(kind, { clock, env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
    for (const [keyCode, value] of Object.entries(params)) await setSiteParam(bed.app, keyCode, value);
  });
  afterEach(async () => {
    bed.skewMs = 0;
    expect(await bed.app.services.ledger.check()).toEqual([]);
  });
  afterAll(async () => {
    await bed.app.close();
  });
  const member = (): Promise<LoginResult> => {
    n += 1;
    return registerMember(bed.app, `${prefix}${n}x`);
  };
  return { bed, member };
};
