import { randomUUID } from 'node:crypto';
import { giftRoutes, promoRoutes as pr, walletRoutes } from '@courtside/contract';
import { adminRoutes as a, type RevenueResponse } from '@courtside/contract/admin';
import { fromMinorUnits } from '@courtside/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, databaseKinds, post } from '../../test/harness';
import { creditCentre } from '../../test/members';
import { adminHeader, rowsOf } from '../../test/payments';
import { homeLoses, manualTerms, promoBed } from '../../test/promo';
import { spinAndPull } from '../../test/slots';

describe.each(databaseKinds())('the revenue report on %s', (kind) => {
  const { bed, join, as, fundSports, newMatch, leg, place, settle, promotion, giveByHand } = promoBed(kind, 'rev');

  it("adds up today's GGR per product, the bonus cost, NGR and coin sales apart, and audits the read", async () => {
    const who = await join();
    const h = as(who);
    await creditCentre(bed.app, who.member.id, 100_000n);

    // Sports: a ¥10 single that loses is ¥10 of GGR once its record is written.
    await fundSports(who, 100);
    const ref = `rev-${randomUUID()}`;
    const matchId = await newMatch(ref);
    expect((await place(who, '10', [await leg(matchId)])).body.code).toBe(0);
    await settle(ref, homeLoses);

    // 电子: three spins at the sandbox provider, pulled into the game records.
    const moved = await post(
      bed.app,
      walletRoutes.transferIntoVal.path,
      { venueCode: 'PGDZ', amount: '50', requestId: randomUUID() },
      h,
    );
    expect(moved.body.code).toBe(0);
    await spinAndPull(bed.app, who.member.id, 3, '5.00');
    const [spins] = await rowsOf<{ winLoss: string }>(
      bed.app,
      sql`select coalesce(sum(win_loss), 0)::text as "winLoss" from game_record where member_id = ${who.member.id} and venue_code = 'PGDZ'`,
    );
    const egameGgr = -BigInt(spins!.winLoss);

    // Bonus cost: a ¥20 grant with nothing to wager, converted into the wallet.
    const plain = await promotion('revenue-plain', manualTerms(0));
    const grant = await giveByHand(who, plain, '20.00');
    expect((await call(bed.app, pr.convert, { grantId: grant.id, requestId: randomUUID() }, h)).paid).toBe('20.00');

    // Gifts' revenue: gold coins bought.
    expect((await post(bed.app, giftRoutes.buyCoins.path, { coins: 100, requestId: randomUUID() }, h)).body.code).toBe(
      0,
    );
    const [bought] = await rowsOf<{ cost: string }>(
      bed.app,
      sql`select cost_minor::text as cost from gift_coin_purchase where member_id = ${who.member.id}`,
    );

    const revenue = async () => (await post(bed.app, a.revenue.path, {}, adminHeader)).body.data as RevenueResponse;
    await expect
      .poll(async () => (await revenue()).products.find((p) => p.kind === 'sports')?.bets, { timeout: 10_000 })
      .toBe(1);
    const report = await revenue();
    expect(report.currency).toBe('RMB');
    expect(report.products).toEqual([
      { kind: 'egame', name: '电子', bets: 3, stakes: '15.00', ggr: fromMinorUnits(egameGgr) },
      { kind: 'sports', name: '体育', bets: 1, stakes: '10.00', ggr: '10.00' },
    ]);
    expect(report.ggr).toBe(fromMinorUnits(egameGgr + 1_000n));
    expect(report.bonusCost).toBe('20.00');
    expect(report.ngr).toBe(fromMinorUnits(egameGgr + 1_000n - 2_000n));
    expect(report.gifts).toEqual({ purchases: 1, amount: fromMinorUnits(BigInt(bought!.cost)) });
    const audited = await rowsOf<{ n: number }>(
      bed.app,
      sql`select count(*)::int as n from audit_log where action = 'report.revenue'`,
    );
    expect(audited[0]!.n).toBeGreaterThanOrEqual(2);
  });
});
