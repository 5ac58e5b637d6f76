import {
  type CarnivalHub,
  carnivalRoutes,
  type VoteAdminLog,
  type VoteCastResult,
  type VoteCompetitionView,
  type VoteInfo,
  voteRoutes as vr,
} from '@courtside/contract';
import { promoAdminRoutes as pa, voteAdminRoutes as va } from '@courtside/contract/admin';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fixture, HOUR } from '../../test/feed';
import { call, databaseKinds, post } from '../../test/harness';
import { adminHeader, rowsOf } from '../../test/payments';
import { promoBed } from '../../test/promo';

describe.each(databaseKinds())('冠军投票 on %s', (kind) => {
  const { bed, join, as, grants, seeded, resave, newMatch, feedSends } = promoBed(kind, 'vote');
  type Who = Awaited<ReturnType<typeof join>>;
  const info = async (who?: Who) => (await call(bed.app, vr.info, {}, who ? as(who) : {})) as VoteInfo;
  const cast = (who: Who, competitionId: unknown, outcome: unknown) =>
    post(bed.app, vr.cast.path, { competitionId, outcome }, as(who));
  const voteGrants = async (who: Who) => (await grants(who)).filter((g) => g.kind === 'vote').map((g) => g.granted);
  const voteRows = () =>
    rowsOf<{ n: string }>(bed.app, sql`select count(*)::text as n from promo_vote`).then((r) => Number(r[0]!.n));

  /**
   * A football competition's winner market with the clubs of two matches (the feed names them), closing
   * in `hours`: answers the outcome keys and the competition as the page shows it.
   */
  const competition = async (ref: string, hours = 30 * 24) => {
    await newMatch(`${ref}-a`);
    await newMatch(`${ref}-b`);
    const keys = [`${ref}-a-h`, `${ref}-a-a`, `${ref}-b-h`];
    await feedSends({ ...fixture(ref, 0, 0, Date.now() + hours * HOUR), kind: 'outright', home: null, away: null });
    await feedSends({
      type: 'odds',
      matchRef: ref,
      markets: [
        {
          type: 'outright',
          specifier: '',
          status: 'active',
          main: true,
          outcomes: keys.map((key, i) => ({ key, odds: 2500 + i * 1000 })),
        },
      ],
    });
    const found = async (who?: Who): Promise<VoteCompetitionView> =>
      (await info(who)).competitions.find((c) => c.teams[0]?.key === keys[0])!;
    return { keys, found, marketId: await marketIdOf(ref) };
  };
  const marketIdOf = async (ref: string) =>
    Number(
      (
        await rowsOf<{ id: string }>(
          bed.app,
          sql`select k.id::text as id from feed_market k join feed_match m on m.id = k.match_id where m.provider_ref = ${ref}`,
        )
      )[0]!.id,
    );
  const settle = (ref: string, winner: string, keys: readonly string[]) =>
    feedSends({
      type: 'settlement',
      matchRef: ref,
      markets: [
        {
          type: 'outright',
          specifier: '',
          outcomes: keys.map((key) => ({ key, result: key === winner ? 'win' : 'lose' })),
        },
      ],
    });

  it('takes one vote per member and competition, shows the shares, and closes at the outright’s close', async () => {
    const { keys, found } = await competition('vt-1', 2);
    const visitor = await info();
    expect(visitor).toMatchObject({ reason: 'notLoggedIn', title: '冠军投票', rules: { reward: '8.00' } });
    const shown = await found();
    expect(shown).toMatchObject({ league: '测试超级联赛', state: 'open', votes: 0, mine: null });
    expect(shown.teams.map((t) => [t.key, t.name, t.votes, t.percent])).toEqual([
      [keys[0], '上海海港', 0, 0],
      [keys[1], '北京国安', 0, 0],
      [keys[2], '上海海港', 0, 0],
    ]);

    const [a, b, c] = [await join(), await join(), await join()];
    expect((await seeded(a, 'european-vote')).link).toBe('/app/activity/vote');
    const first = await cast(a, shown.id, keys[0]);
    expect(first.body.code).toBe(0);
    expect((first.body.data as VoteCastResult).competition.mine).toMatchObject({
      outcome: keys[0],
      state: 'open',
      reward: '8.00',
    });
    // The same pick again answers the same vote; another pick is refused and changes nothing.
    expect((await cast(a, shown.id, keys[0])).body.code).toBe(0);
    expect((await cast(a, shown.id, keys[1])).body).toMatchObject({ code: 10999, msg: '您已投过票，投票后不可更改' });
    expect((await cast(b, shown.id, keys[0])).body.code).toBe(0);
    expect((await cast(c, shown.id, keys[1])).body.code).toBe(0);
    const after = await found(c);
    expect(after.votes).toBe(3);
    expect(after.teams.map((t) => [t.votes, t.percent])).toEqual([
      [2, 67],
      [1, 33],
      [0, 0],
    ]);
    expect(after.mine?.outcome).toBe(keys[1]);

    const hub = (await call(bed.app, carnivalRoutes.hub, {}, as(a))) as CarnivalHub;
    expect(hub.vote).toMatchObject({ title: '冠军投票', voted: 1 });
    expect(hub.vote!.open).toBeGreaterThanOrEqual(1);

    // Past its close the competition takes no vote, before the feed has said anything.
    const late = await join();
    bed.skewMs = 3 * HOUR;
    expect((await found(late)).state).toBe('closed');
    expect((await cast(late, shown.id, keys[2])).body).toMatchObject({ code: 10971, msg: '投票已截止' });
    expect((await found(late)).votes).toBe(3);
  });

  it('pays every right vote once when the feed settles the outright, even when the event comes twice', async () => {
    const { keys, found, marketId } = await competition('vt-2');
    const id = (await found()).id;
    const [a, b, c] = [await join(), await join(), await join()];
    for (const [who, key] of [
      [a, keys[1]],
      [b, keys[1]],
      [c, keys[0]],
    ] as const)
      expect((await cast(who, id, key)).body.code).toBe(0);

    await settle('vt-2', keys[1]!, keys);
    await expect.poll(async () => (await found(a)).mine?.state, { timeout: 10_000 }).toBe('won');
    expect(await found(a)).toMatchObject({ state: 'settled', winner: keys[1], mine: { payout: '8.00' } });
    expect((await found(c)).mine).toMatchObject({ state: 'lost', payout: '0.00', grantId: null });
    expect(await voteGrants(a)).toEqual(['8.00']);
    await expect.poll(() => voteGrants(b)).toEqual(['8.00']);
    expect(await voteGrants(c)).toEqual([]);

    // The same settlement again (a redelivery, a second node) pays nothing more.
    const results = Object.fromEntries(keys.map((k) => [k, k === keys[1] ? 'win' : 'lose']));
    await bed.app.database.db.transaction((tx) =>
      bed.app.services.vote.onMarketSettled(tx, { matchId: 0, marketId, type: 'outright', specifier: '', results }),
    );
    expect(await voteGrants(a)).toEqual(['8.00']);
    expect(await voteGrants(b)).toEqual(['8.00']);

    const log = (await call(
      bed.app,
      va.log,
      { page: 1, pageSize: 50, competitionId: id },
      adminHeader,
    )) as VoteAdminLog;
    expect(log.total).toBe(3);
    expect(log.items.map((v) => [v.state, v.payout]).sort()).toEqual([
      ['lost', '0.00'],
      ['won', '8.00'],
      ['won', '8.00'],
    ]);
    expect(log.competitions.find((x) => x.id === id)).toMatchObject({ won: 2, paid: '16.00', votes: 3 });
  });

  it('voids the votes of a cancelled outright and pays nothing', async () => {
    const { keys, found } = await competition('vt-3');
    const who = await join();
    const id = (await found()).id;
    expect((await cast(who, id, keys[2])).body.code).toBe(0);
    await feedSends({
      type: 'cancel',
      matchRef: 'vt-3',
      markets: [{ type: 'outright', specifier: '' }],
      from: null,
      to: null,
    });
    await expect.poll(async () => (await found(who)).mine?.state, { timeout: 10_000 }).toBe('void');
    expect((await found(who)).state).toBe('void');
    // A settlement after the cancel finds nothing open.
    await settle('vt-3', keys[2]!, keys);
    expect((await found(who)).mine).toMatchObject({ state: 'void', payout: '0.00' });
    expect(await voteGrants(who)).toEqual([]);
  });

  it('refuses bad input, visitors, blacklisted members and a paused offer, and changes nothing', async () => {
    const { keys, found } = await competition('vt-4');
    const id = (await found()).id;
    const who = await join();
    const before = await voteRows();
    expect((await cast(who, 999_999, keys[0])).body).toMatchObject({ code: 10701, msg: '该投票赛事不存在' });
    expect((await cast(who, id, 'no-such-team')).body).toMatchObject({ code: 10972 });
    for (const [competitionId, outcome] of [
      [id, ''],
      [id, 'x'.repeat(65)],
      ['1', keys[0]],
      [0, keys[0]],
      [id, 7],
      [null, null],
    ])
      expect((await cast(who, competitionId, outcome)).status).toBe(400);
    expect((await post(bed.app, vr.cast.path, { competitionId: id, outcome: keys[0] })).status).toBe(401);

    await post(bed.app, pa.blacklist.path, { memberId: who.member.id, blocked: true, reason: '套利嫌疑' }, adminHeader);
    expect((await info(who)).reason).toBe('blacklisted');
    expect((await cast(who, id, keys[0])).body.code).toBe(10700);
    await post(bed.app, pa.blacklist.path, { memberId: who.member.id, blocked: false, reason: '解除' }, adminHeader);
    expect(await voteRows()).toBe(before);

    // The operator's reward: saved through the promotion's save, above zero; it is fixed on each vote.
    expect((await resave('european-vote', { terms: { vote: { reward: '0.00' } } })).body.code).not.toBe(0);
    expect((await resave('european-vote', { terms: { vote: { reward: '18.00' } } })).body.code).toBe(0);
    const voted = await cast(who, id, keys[0]);
    expect((voted.body.data as VoteCastResult).competition.mine?.reward).toBe('18.00');
    expect((await resave('european-vote', { terms: { vote: { reward: '8.00' } } })).body.code).toBe(0);
  });

  it('keeps one vote when a member sends twenty at once', async () => {
    const { keys, found } = await competition('vt-5');
    const id = (await found()).id;
    const who = await join();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => cast(who, id, keys[i % 2])));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c !== 0 && c !== 10999)).toEqual([]);
    const shown = await found(who);
    expect(shown.votes).toBe(1);
    // Every success names the one vote kept.
    expect(
      answers.filter((a) => a.body.code === 0).map((a) => (a.body.data as VoteCastResult).competition.mine?.outcome),
    ).toEqual(Array(codes.filter((c) => c === 0).length).fill(shown.mine!.outcome));
  });
});
