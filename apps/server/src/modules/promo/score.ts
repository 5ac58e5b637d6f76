import type { ScoreInfo, ScoreRecord } from '@courtside/contract';
import { fromMinorUnits } from '@courtside/domain';
import { POINT_TURNOVER, pointsChange, pointsFor } from '@courtside/domain/promotions';
import type { AuthContext } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db';
import * as store from './store';

/**
 * 积分 (the spec's score, issue 28): points earned from valid turnover, one per whole ¥100 of a
 * settled bet or casino round. A bet's points follow its turnover row (`promo_turnover`, written by
 * the settlement and removed by its rollback): the subscriber compares what the bet earns now with
 * what its entries already add up to and writes the difference, so a replay writes nothing and a
 * rollback takes back exactly what the settlement gave. Spending is the activities issue's (31).
 */
export class ScoreService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** Brings one bet or round's points in line with its turnover, inside the caller's transaction. */
  async sync(tx: Executor, p: { siteId: number; memberId: number; source: string; ref: string }): Promise<bigint> {
    const now = this.deps.clock.now();
    // The member's row lock orders two deliveries of one event, and a settlement racing its rollback.
    const balance = await store.lockPoints(tx, p.siteId, p.memberId, now);
    const turnover = await store.turnoverOf(tx, p.source, p.ref);
    const before = await store.pointsOfRef(tx, p.memberId, p.source, p.ref);
    const change = pointsChange(pointsFor(turnover), before.points, balance.balance);
    if (change === 0n) return 0n;
    const written = await store.addPointEntry(tx, {
      siteId: p.siteId,
      memberId: p.memberId,
      source: p.source,
      reference: `${p.ref}#${before.n + 1}`,
      kind: change > 0n ? 'earn' : 'reverse',
      points: change,
      // An earning shows the turnover it came from; a reversal the turnover it takes back.
      turnover: change > 0n ? turnover - before.turnover : -before.turnover,
      balanceAfter: balance.balance + change,
      at: now,
    });
    return written ? change : 0n;
  }

  async info(auth: AuthContext): Promise<ScoreInfo> {
    const row = await store.pointsOf(this.deps.db, auth.memberId);
    return {
      balance: Number(row?.balance ?? 0n),
      earned: Number(row?.earned ?? 0n),
      turnoverPerPoint: fromMinorUnits(POINT_TURNOVER),
    };
  }

  async records(auth: AuthContext, query: { page: number; pageSize: number }) {
    const { rows, total } = await store.pointRecords(this.deps.db, auth.memberId, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      items: rows.map(
        (r): ScoreRecord => ({
          id: r.id,
          source: r.source === 'sportsbook' || r.source === 'wheel' || r.source === 'exchange' ? r.source : 'casino',
          reference: r.reference.split('#')[0] ?? r.reference,
          kind: r.kind as ScoreRecord['kind'],
          points: Number(r.points),
          turnover: fromMinorUnits(r.turnover < 0n ? -r.turnover : r.turnover),
          balanceAfter: Number(r.balanceAfter),
          at: r.at.toISOString(),
        }),
      ),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** Members whose balance is not the sum of their entries (empty when sound). */
  unbalanced(): Promise<number[]> {
    return store.unbalancedPoints(this.deps.db);
  }
}
