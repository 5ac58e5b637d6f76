import { randomUUID } from 'node:crypto';
import {
  type BetView,
  type ExchangeCatalogue,
  type ExchangeResult,
  exchangeRoutes as er,
  type FreeBetView,
  rgRoutes,
  sportsbookRoutes as sb,
} from '@courtside/contract';
import { sportsbookDeskRoutes as desk } from '@courtside/contract/admin';
import { fromMinorUnits } from '@courtside/domain';
import { potentialReturn } from '@courtside/domain/betting';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, databaseKinds, post } from '../../test/harness';
import { adminHeader, rowsOf } from '../../test/payments';
import { homeLoses, homeWins, promoBed } from '../../test/promo';

describe.each(databaseKinds())('免费投注 on %s', (kind) => {
  const { bed, join, as, fundSports, sportsWallet, newMatch, leg, settle, rollback, betState, earnPoints } = promoBed(
    kind,
    'fbet',
  );
  type Who = Awaited<ReturnType<typeof join>>;
  let refs = 0;
  const match = async () => {
    refs += 1;
    const ref = `fbet-${kind}-${refs}`;
    return { ref, id: await newMatch(ref) };
  };

  /** A member with a 10.00 free bet bought with points, and its token. */
  const withFreeBet = async () => {
    const who = await join();
    await earnPoints(who, 100);
    const item = ((await call(bed.app, er.items, {}, as(who))) as ExchangeCatalogue).items.find(
      (i) => i.kind === 'freeBet',
    )!;
    const bought = (await post(bed.app, er.exchange.path, { itemId: item.id, requestId: randomUUID() }, as(who))).body
      .data as ExchangeResult;
    return { who, item, freeBetId: bought.exchange.freeBetId! };
  };
  const tokens = async (who: Who, usable = false) =>
    ((await call(bed.app, er.freeBets, { usable }, as(who))) as { items: FreeBetView[] }).items;
  const placeFree = async (who: Who, freeBetId: number, legs: unknown[], extra: Record<string, unknown> = {}) =>
    post(
      bed.app,
      sb.place.path,
      { requestId: randomUUID(), oddsPolicy: 'any', kind: 'single', stake: '10.00', legs, freeBetId, ...extra },
      as(who),
    );
  const bet = async (who: Who, betId: number) => (await call(bed.app, sb.bet, { betId }, as(who))) as BetView;

  it('buys a free bet with points, stakes a single with no money of the member, and pays the winnings alone', async () => {
    const { who, item, freeBetId } = await withFreeBet();
    expect(item).toMatchObject({ title: '10元免费投注', amount: '10.00', points: 60 });
    expect(await tokens(who, true)).toMatchObject([{ id: freeBetId, amount: '10.00', state: 'usable', betId: null }]);

    const { ref, id } = await match();
    const home = await leg(id);
    const placed = (await placeFree(who, freeBetId, [home])).body.data as BetView;
    // The member's sports wallet was empty and stays so: the house staked it.
    expect(await sportsWallet(who)).toBe('0');
    const winnings = potentialReturn(10_00n, [home.odds]) - 10_00n;
    expect(placed).toMatchObject({ state: 'accepted', freeBet: true, potentialReturn: fromMinorUnits(winnings) });
    expect(await tokens(who)).toMatchObject([{ id: freeBetId, state: 'riding', betId: placed.id }]);
    expect(await tokens(who, true)).toEqual([]);
    // Cash-out would pay the house's stake as cash.
    const quote = (await call(bed.app, sb.cashOutQuotes, { betIds: [placed.id] }, as(who))).quotes[0]!;
    expect(quote).toMatchObject({ value: null, reason: '免费投注不支持提前结算' });

    await settle(ref, homeWins);
    await expect.poll(() => betState(who, placed.id), { timeout: 10_000 }).toBe('settled');
    expect(await sportsWallet(who)).toBe(String(winnings));
    expect(await bet(who, placed.id)).toMatchObject({ settledReturn: fromMinorUnits(winnings), validTurnover: '0.00' });
    expect(await tokens(who)).toMatchObject([{ id: freeBetId, state: 'used', won: fromMinorUnits(winnings) }]);
    // The bet list counts none of the house's stake as the member's.
    const list = (await call(bed.app, sb.bets, { tab: 'settled', pageNum: 1, pageSize: 20 }, as(who))) as {
      totals: { stake: string; returned: string };
    };
    expect(list.totals).toEqual({ stake: '0.00', returned: fromMinorUnits(winnings), validTurnover: '0.00' });

    // Used once: the token stakes nothing again.
    const again = await placeFree(who, freeBetId, [await leg((await match()).id)]);
    expect(again.body).toMatchObject({ code: 10997 });
  });

  it('a losing free bet pays nothing; a settlement rolled back rides the token again', async () => {
    const { who, freeBetId } = await withFreeBet();
    const { ref, id } = await match();
    const placed = (await placeFree(who, freeBetId, [await leg(id)])).body.data as BetView;
    await settle(ref, homeWins);
    await expect.poll(() => betState(who, placed.id), { timeout: 10_000 }).toBe('settled');
    const won = await sportsWallet(who);
    expect(BigInt(won)).toBeGreaterThan(0n);

    await rollback(ref);
    await expect.poll(() => betState(who, placed.id), { timeout: 10_000 }).toBe('accepted');
    // What the win paid is taken back from the member; the stake's share from the promo account.
    expect(await sportsWallet(who)).toBe('0');
    expect(await tokens(who)).toMatchObject([{ id: freeBetId, state: 'riding', betId: placed.id }]);

    await settle(ref, homeLoses);
    await expect.poll(() => betState(who, placed.id), { timeout: 10_000 }).toBe('settled');
    expect(await sportsWallet(who)).toBe('0');
    expect(await tokens(who)).toMatchObject([{ id: freeBetId, state: 'used', won: '0.00' }]);
  });

  it('a bet the feed voids gives a new token back, taken back again if the void is rolled back', async () => {
    const { who, freeBetId } = await withFreeBet();
    const { ref, id } = await match();
    const placed = (await placeFree(who, freeBetId, [await leg(id)])).body.data as BetView;
    await settle(ref, { home: 'void', draw: 'void', away: 'void' });
    await expect.poll(() => betState(who, placed.id), { timeout: 10_000 }).toBe('void');
    expect(await sportsWallet(who)).toBe('0');
    const [given] = await tokens(who, true);
    expect(given).toMatchObject({ amount: '10.00', state: 'usable' });
    expect(given!.id).not.toBe(freeBetId);

    await rollback(ref);
    await expect.poll(() => betState(who, placed.id), { timeout: 10_000 }).toBe('accepted');
    expect(await tokens(who, true)).toEqual([]);
    expect(await tokens(who)).toMatchObject([{ id: freeBetId, state: 'riding' }]);
  });

  it('a bet the trader voids gives the same token back', async () => {
    const { who, freeBetId } = await withFreeBet();
    const { id } = await match();
    const placed = (await placeFree(who, freeBetId, [await leg(id)])).body.data as BetView;
    const voided = await post(bed.app, desk.deskVoidBet.path, { betId: placed.id, reason: '测试作废' }, adminHeader);
    expect(voided.body.code).toBe(0);
    expect(await betState(who, placed.id)).toBe('void');
    expect(await sportsWallet(who)).toBe('0');
    expect(await tokens(who, true)).toMatchObject([{ id: freeBetId, state: 'usable', betId: null }]);
    // And it stakes again.
    expect((await placeFree(who, freeBetId, [await leg(id)])).body.code).toBe(0);
  });

  it('refuses a wrong stake, a parlay, a stranger and an expired token, changing nothing', async () => {
    const { who, freeBetId } = await withFreeBet();
    const stranger = await join();
    const a = await match();
    const b = await match();
    const home = await leg(a.id);
    expect((await placeFree(who, freeBetId, [home], { stake: '20.00' })).body).toMatchObject({ code: 10998 });
    const parlay = await placeFree(who, freeBetId, [home, await leg(b.id)], { kind: 'parlay' });
    expect(parlay.body.code).not.toBe(0);
    expect(parlay.body.msg).toContain('免费投注券仅可用于单关');
    await fundSports(stranger, 50);
    expect((await placeFree(stranger, freeBetId, [home])).body).toMatchObject({ code: 10997 });
    expect((await placeFree(who, 999_999_999, [home])).body).toMatchObject({ code: 10997 });
    // A stranger never sees another member's tokens.
    expect(await tokens(stranger)).toEqual([]);
    expect(await sportsWallet(stranger)).toBe('5000');

    expect(await tokens(who)).toMatchObject([{ id: freeBetId, state: 'usable' }]);
    // Past its expiry (a session lasts less than a token, so the clock cannot be moved past it here).
    await rowsOf(
      bed.app,
      sql`update promo_free_bet set expires_at = now() - interval '1 second' where id = ${freeBetId} returning id`,
    );
    expect((await placeFree(who, freeBetId, [home])).body).toMatchObject({ code: 10997 });
    expect(await tokens(who)).toMatchObject([{ id: freeBetId, state: 'expired' }]);
    expect(await tokens(who, true)).toEqual([]);
  });

  it('refuses a member on a time-out, whose token waits for them untouched', async () => {
    const { who, freeBetId } = await withFreeBet();
    const { id } = await match();
    expect((await post(bed.app, rgRoutes.timeOut.path, { days: 7, confirm: true }, as(who))).body.code).toBe(0);
    expect((await placeFree(who, freeBetId, [await leg(id)])).body).toMatchObject({ code: 10811 });
    // The member is signed out for the time-out; the token itself is untouched.
    const [row] = await rowsOf<{ state: string; bet_id: number | null }>(
      bed.app,
      sql`select state, bet_id from promo_free_bet where id = ${freeBetId}`,
    );
    expect(row).toEqual({ state: 'unused', bet_id: null });
  });

  it('twenty taps on one token at once place one bet', async () => {
    const { who, freeBetId } = await withFreeBet();
    const { id } = await match();
    const home = await leg(id);
    const taps = await Promise.all(Array.from({ length: 20 }, () => placeFree(who, freeBetId, [home])));
    expect(taps.filter((t) => t.body.code === 0)).toHaveLength(1);
    expect(new Set(taps.filter((t) => t.body.code !== 0).map((t) => t.body.code))).toEqual(new Set([10997]));
    expect(await tokens(who)).toMatchObject([{ id: freeBetId, state: 'riding' }]);
  });
});
