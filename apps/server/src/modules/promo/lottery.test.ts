import { randomUUID } from 'node:crypto';
import {
  type LotteryEntriesResponse,
  type LotteryInfo,
  type LotteryTerms,
  lotteryRoutes as lr,
} from '@courtside/contract';
import { lotteryAdminRoutes as la } from '@courtside/contract/admin';
import { describe, expect, it } from 'vitest';
import { HOUR } from '../../test/feed';
import { call, databaseKinds, post } from '../../test/harness';
import { adminHeader } from '../../test/payments';
import { promoBed } from '../../test/promo';

describe.each(databaseKinds())('足球彩票 on %s', (kind) => {
  const { bed, join, as, grants, newMatch, endMatch, callOff, seeded, resave } = promoBed(kind, 'lot');
  type Who = Awaited<ReturnType<typeof join>>;
  const info = async (who?: Who) =>
    (await post(bed.app, lr.info.path, {}, who ? as(who) : {})).body.data as LotteryInfo;
  const enter = (
    who: Who,
    cardId: number,
    picks: { matchId: number; pick: string }[],
    requestId: string = randomUUID(),
  ) => post(bed.app, lr.enter.path, { cardId, picks, requestId }, as(who));
  const entries = async (who: Who) =>
    (await call(bed.app, lr.entries, { page: 1, pageSize: 20 }, as(who))) as LotteryEntriesResponse;
  const lotteryGrants = async (who: Who) =>
    (await grants(who)).filter((g) => g.kind === 'lottery').map((g) => g.granted);
  const saveTerms = (lottery: LotteryTerms) => resave('soccer-lottery', { terms: { lottery } });

  it('makes a card of the soonest matches once there are enough, takes one entry each, and refuses bad picks', async () => {
    // The operator's terms: three matches a card; a second prize above the first is refused.
    expect(
      (await saveTerms({ matches: 3, prizes: { first: '10.00', second: '20.00' }, horizonHours: 72 })).body.code,
    ).not.toBe(0);
    expect(
      (await saveTerms({ matches: 3, prizes: { first: '100.00', second: '10.00' }, horizonHours: 72 })).body.code,
    ).toBe(0);
    expect((await info()).current).toBeNull();

    const ids = [await newMatch('lot-1'), await newMatch('lot-2'), await newMatch('lot-3')];
    const visitor = await info();
    expect(visitor).toMatchObject({ reason: 'notLoggedIn', title: '足球彩票', rules: { matches: 3 } });
    const card = visitor.current!;
    expect(card).toMatchObject({ issue: 1, state: 'open', prizes: { first: '100.00', second: '10.00' }, entries: 0 });
    expect(card.matches.map((m) => m.matchId)).toEqual(ids);
    expect(card.closesAt).toBe(card.matches[0]!.kickoffAt);
    // Everyone opening the page sees the same card.
    const again = await Promise.all(Array.from({ length: 4 }, () => info()));
    expect(new Set(again.map((i) => i.current!.id))).toEqual(new Set([card.id]));

    const who = await join();
    // The 优惠 wall's card leads to the page.
    expect((await seeded(who, 'soccer-lottery')).link).toBe('/app/activity/lottery');
    const all = (pick: string) => ids.map((matchId) => ({ matchId, pick }));
    const refused = [
      await enter(who, card.id, all('home').slice(0, 2)),
      await enter(who, card.id, [...all('home').slice(0, 2), { matchId: ids[2]!, pick: 'over' }]),
      await enter(who, card.id, [...all('home').slice(0, 2), { matchId: 999_999, pick: 'home' }]),
    ];
    expect(refused.map((r) => [r.body.code, r.body.msg])).toEqual([
      [10992, '请为本期全部3场比赛选择结果'],
      [10992, '请选择主胜、平局或客胜'],
      [10992, '所选比赛不在本期'],
    ]);
    expect((await enter(who, 999_999, all('home'))).body).toMatchObject({ code: 10990 });
    const requestId = randomUUID();
    const taps = await Promise.all(Array.from({ length: 5 }, () => enter(who, card.id, all('home'), requestId)));
    expect(taps.map((t) => t.body.code)).toEqual(Array(5).fill(0));
    expect((await enter(who, card.id, all('away'))).body).toMatchObject({ code: 10993 });
    const mine = (await info(who)).current!;
    expect(mine.entries).toBe(1);
    expect(mine.mine).toMatchObject({ state: 'open', right: null, picks: { [String(ids[0])]: 'home' } });

    // At the first kickoff the card closes.
    bed.skewMs = 3 * HOUR;
    const late = await join();
    expect((await enter(late, card.id, all('home'))).body).toMatchObject({ code: 10991 });
  });

  it('settles the card once when its last match is decided: all right pays the first prize, one wrong the second', async () => {
    // The first test's card, still taking entries on the real clock.
    const card = (await info()).current!;
    expect(card.issue).toBe(1);
    const ids = card.matches.map((m) => m.matchId);
    const [a, b, c] = [await join(), await join(), await join()];
    const picks = (...p: string[]) => ids.map((matchId, i) => ({ matchId, pick: p[i]! }));
    expect((await enter(a, card.id, picks('home', 'away', 'draw'))).body.code).toBe(0);
    expect((await enter(b, card.id, picks('home', 'home', 'away'))).body.code).toBe(0);
    expect((await enter(c, card.id, picks('away', 'draw', 'away'))).body.code).toBe(0);

    // Past the kickoffs: 2-1, called off (right for everyone), then 0-0.
    bed.skewMs = 3 * HOUR;
    await endMatch('lot-1', { home: 2, away: 1 });
    await callOff('lot-2');
    await expect
      .poll(async () => (await info(a)).recent.find((r) => r.id === card.id)?.matches.filter((m) => m.result).length, {
        timeout: 10_000,
      })
      .toBe(2);
    expect((await entries(a)).items[0]).toMatchObject({ state: 'open', right: null });
    await endMatch('lot-3', { home: 0, away: 0 });
    await expect.poll(async () => (await entries(a)).items[0]?.state, { timeout: 10_000 }).toBe('won');

    expect((await entries(a)).items[0]).toMatchObject({ issue: card.issue, right: 3, payout: '100.00' });
    expect((await entries(b)).items[0]).toMatchObject({ state: 'won', right: 2, payout: '10.00' });
    expect((await entries(c)).items[0]).toMatchObject({ state: 'lost', right: 1, payout: '0.00' });
    expect(await lotteryGrants(a)).toEqual(['100.00']);
    expect(await lotteryGrants(b)).toEqual(['10.00']);
    const settled = (await info(a)).recent.find((r) => r.id === card.id)!;
    expect(settled.state).toBe('settled');
    expect(settled.matches.map((m) => m.result)).toEqual(['home', 'void', 'draw']);

    // The console: the first test's member (all 主胜: two right) won the second prize too.
    const admin = (await call(bed.app, la.cards, { page: 1, pageSize: 20 }, adminHeader)) as {
      items: { id: number; state: string; entries: number; won: number; paid: string }[];
    };
    expect(admin.items.find((c) => c.id === card.id)).toMatchObject({
      state: 'settled',
      entries: 4,
      won: 3,
      paid: '120.00',
    });

    // The same word from the feed again pays nothing more.
    await bed.app.database.db.transaction((tx) =>
      bed.app.services.lottery.onMatchStatus(tx, {
        matchId: ids[2]!,
        sport: 'football',
        from: 'live',
        to: 'ended',
        score: { home: 0, away: 0 },
      }),
    );
    expect(await lotteryGrants(a)).toEqual(['100.00']);
  });
});
