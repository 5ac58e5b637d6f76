// The house sportsbook's settlement with promotions against the same settlement without, on a real
// PostgreSQL, in alternating rounds; prints the median of the round ratios (subject ÷ baseline bets/s).
// Each round settles one ended match of many open bets written in bulk as placement leaves them (stakes
// held in bets in play). Baseline: members with no grant. Subject: other members, each with one active
// grant, every bet partly staked with its bonus (a `promo_bet` row and its stake entry), so settlement
// advances wagering and returns the bonus share in the same transaction. The outbox's subscribers are
// held off during the rounds (their work after a settlement, 10,000 events a round, would run into the
// next round; the welfare subscriber alone took about two minutes to catch up with one). Then the ledger
// check and the grants' entries check. Needs DATABASE_URL (a server where databases may be created).
import { randomBytes } from 'node:crypto';
import { fromMinorUnits } from '@courtside/domain';
import { buildApp } from '../apps/server/src/app';
import type { AccountKey } from '../apps/server/src/modules/wallet';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase } from '../apps/server/src/platform/db';
import { seed } from '../apps/server/src/seed/seed';
import { fixture, HOUR, odds1x2, ScriptedProvider } from '../apps/server/src/test/feed';
import { adminQuery, databaseUrl, median } from './postgres';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000);
const BETS = Number(process.env.BENCH_SETTLE_BETS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const STAKE = 1_000n;
/** The part of each subject bet's stake its grant's bonus paid. */
const BONUS_STAKE = 400n;
/** Each grant: 1,000.00 of bonus at 10x, so no grant completes or runs dry during the bench. */
const GRANTED = 100_000n;
const SITE = 5000;
const SHARDS = 32;
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.log('bench/promo-settlement.ts: set DATABASE_URL to a PostgreSQL server to run it');
  process.exit(0);
}

const name = `cs_bench_${randomBytes(4).toString('hex')}`;
await adminQuery(baseUrl, `create database ${name}`);
try {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(baseUrl, name) });
  await seed(database.db);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    ADMIN_TOKEN: randomBytes(16).toString('hex'),
    WEB_DIST: '/nonexistent-web-dist',
    FEED_SIMULATOR: '0',
    BET_DELAY_MS: '0',
    BET_DECIDE_INTERVAL_MS: '0',
    RECONCILE_INTERVAL_MS: '0',
    DEPOSIT_EXPIRY_INTERVAL_MS: '0',
    CHAIN_WATCH_INTERVAL_MS: '0',
    YEB_INTEREST_INTERVAL_MS: '0',
    OUTBOX_PRUNE_INTERVAL_MS: '0',
    ANCHOR_SCHEDULE_INTERVAL_MS: '0',
    PROMO_EXPIRY_INTERVAL_MS: '0',
    PROMO_DAILY_INTERVAL_MS: '0',
  });
  const app = await buildApp({ config, database });
  const { settlement, ledger, feedIngest, promo } = app.services;
  const provider = new ScriptedProvider();
  feedIngest.connect(provider);
  const run = (text: string) => database.sql.executeSql(text);
  const rows = async <T>(text: string) => (await run(text)).rows as T[];

  // Members of both kinds; the subject's each with one active grant of the first-deposit offer's terms.
  await run(`
    insert into member (site_id, name, password_hash, nickname, invite_code, register_ip, register_device)
    select ${SITE}, k || g, 'x', k || g, upper(k) || g, '127.0.0.1', 'bench'
    from generate_series(0, ${MEMBERS - 1}) g, (values ('plain'), ('bonus')) as kinds(k)`);
  await run(`
    with given as (
      insert into promo_grant (site_id, member_id, promotion_id, source, source_ref, currency, granted, balance,
        requirement, terms, max_bet, status, expires_at, created_at)
      select ${SITE}, m.id, p.id, 'bench', 'grant', 'RMB', ${GRANTED}, ${GRANTED}, ${GRANTED * 10n}, p.terms,
        null, 'active', now() + interval '30 days', now()
      from member m, promo_promotion p
      where m.site_id = ${SITE} and m.name like 'bonus%' and p.site_id = ${SITE} and p.code = 'first-deposit'
      returning id
    )
    insert into promo_grant_entry (grant_id, kind, amount, balance_after, reference, at)
    select id, 'grant', ${GRANTED}, ${GRANTED}, 'bench:grant', now() from given`);

  // One match per round.
  let seq = 0;
  const now = Date.now();
  for (let r = 0; r < 2 * ROUNDS; r += 1) {
    await provider.send(fixture(`ps-${r}`, now + seq, ++seq, now + 2 * HOUR));
    await provider.send(odds1x2(`ps-${r}`, now + seq, ++seq, 2100));
  }
  const markets = await rows<{ id: string; match_id: string }>(
    `select k.id, k.match_id from feed_market k join feed_match m on m.id = k.match_id
     where k.type = 'fb.1x2' and m.provider_ref like 'ps-%' order by m.id`,
  );

  const house = (kind: string, venueCode: string): AccountKey => ({
    siteId: SITE,
    memberId: null,
    kind,
    venueCode,
    currency: 'RMB',
  });

  /** Open bets on the round's market, half on the winner, as placement would leave them. */
  const writeBets = async (round: number, kind: 'plain' | 'bonus') => {
    const market = markets[round]!;
    await run(`
      with bets as (
        insert into sb_bet (site_id, member_id, request_id, currency, kind, unit_stake, stake, placed_stake,
          potential_return, odds_policy, state, placed_at)
        select ${SITE}, m.id, 'r${round}-' || g, 'RMB', 'single', ${STAKE}, ${STAKE}, ${STAKE},
          case when g % 2 = 0 then 2100 else 3900 end, 'any', 'accepted', now()
        from generate_series(1, ${BETS}) g
        join member m on m.site_id = ${SITE} and lower(m.name) = '${kind}' || (g % ${MEMBERS})
        returning id, request_id
      )
      insert into sb_bet_leg (bet_id, idx, match_id, market_id, outcome, odds, market_version, sport, league_name,
        home, away, kickoff_at, market_name, outcome_name)
      select id, 0, ${market.match_id}, ${market.id},
        case when split_part(request_id, '-', 2)::int % 2 = 0 then 'home' else 'away' end,
        case when split_part(request_id, '-', 2)::int % 2 = 0 then 2100 else 3900 end,
        1, 'football', '基准联赛', '主队', '客队', now(), '全场独赢', '主队'
      from bets`);
    if (kind === 'bonus') {
      // Each bet linked to its member's grant, its bonus part taken off the grant by a stake entry.
      await run(`
        with linked as (
          insert into promo_bet (bet_id, grant_id, member_id, stake, bonus_stake, weight_bp, state, placed_at)
          select b.id, gr.id, b.member_id, b.stake, ${BONUS_STAKE}, 10000, 'open', b.placed_at
          from sb_bet b join promo_grant gr on gr.member_id = b.member_id
          where b.request_id like 'r${round}-%'
          returning bet_id, grant_id
        ),
        entries as (
          insert into promo_grant_entry (grant_id, kind, amount, balance_after, reference, at)
          select l.grant_id, 'stake', -${BONUS_STAKE},
            gr.balance - ${BONUS_STAKE} * row_number() over (partition by l.grant_id order by l.bet_id),
            'bet:' || l.bet_id, now()
          from linked l join promo_grant gr on gr.id = l.grant_id
        )
        update promo_grant gr set balance = gr.balance - ${BONUS_STAKE} * n.count
        from (select grant_id, count(*) from linked group by grant_id) n where n.grant_id = gr.id`);
    }
    // The stakes held in bets in play, by shard: the bonus part from the promo account, the rest as an
    // adjustment standing for the members' wallets.
    const held = await rows<{ shard: number; bets: string }>(
      `select member_id % ${SHARDS} as shard, count(*)::text as bets from sb_bet
       where request_id like 'r${round}-%' group by 1`,
    );
    for (const h of held) {
      const bets = BigInt(h.bets);
      const bonus = kind === 'bonus' ? bets * BONUS_STAKE : 0n;
      const inPlay = house('betsInPlay', `OBTY:${h.shard}`);
      await ledger.move({
        debit: house('adjustment', ''),
        credit: inPlay,
        amount: bets * STAKE - bonus,
        kind: 'adjustment',
        idempotencyKey: `bench:held:${round}:${h.shard}`,
        memberId: null,
      });
      if (bonus > 0n) {
        await ledger.move({
          debit: house('promo', `PROMO:${h.shard}`),
          credit: inPlay,
          amount: bonus,
          kind: 'bonusStake',
          idempotencyKey: `bench:bonus:${round}:${h.shard}`,
          memberId: null,
        });
      }
    }
    await run('analyze');
  };

  /** Waits until every outbox subscriber has handled every event so far (at most five minutes). */
  const drained = async () => {
    for (let i = 0; i < 600; i += 1) {
      const [behind] = await rows<{ n: string }>(`
        select count(*)::text as n from outbox_cursor c
        where (c.tx_id, c.event_id) < (select tx_id, id from outbox_event order by tx_id desc, id desc limit 1)`);
      if (behind!.n === '0') return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error('the outbox did not drain in five minutes');
  };

  const settleRound = async (round: number) => {
    const market = markets[round]!;
    const started = performance.now();
    const settled = await database.db.transaction((tx) =>
      settlement.marketSettled(tx, {
        matchId: Number(market.match_id),
        marketId: Number(market.id),
        type: 'fb.1x2',
        specifier: '',
        results: { home: 'win', draw: 'lose', away: 'lose' },
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    if (settled !== BETS) throw new Error(`round ${round} settled ${settled} of ${BETS} bets`);
    return settled / seconds;
  };

  // The fixtures' events delivered, every subscriber waits a day: none runs during the rounds.
  await drained();
  await run(`update outbox_cursor set next_at = now() + interval '1 day'`);
  console.log(
    `settlement of ${BETS} open bets on one ended match (half winning), ${MEMBERS} members per kind, ${ROUNDS} rounds each, alternating`,
  );
  const baselines: number[] = [];
  const subjects: number[] = [];
  const ratios: number[] = [];
  for (let r = 0; r < ROUNDS; r += 1) {
    await writeBets(2 * r, 'plain');
    const baseline = await settleRound(2 * r);
    await writeBets(2 * r + 1, 'bonus');
    const subject = await settleRound(2 * r + 1);
    baselines.push(baseline);
    subjects.push(subject);
    ratios.push(subject / baseline);
    console.log(
      `  round ${r + 1}: without promotions ${baseline.toFixed(0)} bets/s, with a grant per member ${subject.toFixed(0)} bets/s, ratio ${(subject / baseline).toFixed(2)}`,
    );
  }
  console.log(
    `median: without promotions ${median(baselines).toFixed(0)} bets/s, with ${median(subjects).toFixed(0)} bets/s; median ratio ${median(ratios).toFixed(2)} (goal >= 0.8)`,
  );

  // What the subject rounds did to the grants: progress by the bets' valid turnover, wins' bonus shares.
  const [grants] = await rows<{ grants: string; progress: string; settled: string; open: string }>(`
    select count(*)::text as grants, coalesce(sum(progress), 0)::text as progress,
      (select count(*) from promo_bet where state = 'settled')::text as settled,
      (select count(*) from promo_bet where state = 'open')::text as open
    from promo_grant where source = 'bench' and status = 'active'`);
  console.log(
    `grants: ${grants!.grants} active, progress ${fromMinorUnits(BigInt(grants!.progress))} in all (expected ${fromMinorUnits(BigInt(ROUNDS * BETS) * STAKE)}); promo bets settled ${grants!.settled}, open ${grants!.open}`,
  );
  const [problems, unbalanced] = [await ledger.check(), await promo.unbalancedGrants()];
  console.log(problems.length === 0 ? 'ledger check: ok' : `ledger check: ${problems.length} problem(s)`);
  console.log(
    unbalanced.length === 0
      ? 'grant entries check: ok'
      : `grant entries check: ${unbalanced.length} grant(s) off their entries`,
  );
  await app.fastify.close();
  await database.close();
} finally {
  await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
}
