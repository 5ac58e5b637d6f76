import type { CostFigures, CostReport } from '@courtside/contract';
import { businessDayStart, fromMinorUnits } from '@courtside/domain';
import { daysOf, reportRangeProblem } from '@courtside/domain/promotions';
import { insertAudit } from '../../platform/audit';
import type { OperatorActor } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { SiteService } from '../site';
import type { Ledger } from '../wallet';
import * as store from './store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Figures in minor units while they are added up. */
interface Sums {
  givenCount: number;
  given: bigint;
  convertedCount: number;
  converted: bigint;
  forfeitedCount: number;
  forfeited: bigint;
  expiredCount: number;
  expired: bigint;
  capped: bigint;
  rebateCount: number;
  rebate: bigint;
}

const zero = (): Sums => ({
  givenCount: 0,
  given: 0n,
  convertedCount: 0,
  converted: 0n,
  forfeitedCount: 0,
  forfeited: 0n,
  expiredCount: 0,
  expired: 0n,
  capped: 0n,
  rebateCount: 0,
  rebate: 0n,
});

const add = (into: Sums, part: Partial<Sums>): void => {
  for (const key of Object.keys(part) as (keyof Sums)[]) {
    const value = part[key];
    if (typeof value === 'bigint') (into[key] as bigint) += value;
    else if (typeof value === 'number') (into[key] as number) += value;
  }
};

const figuresOf = (s: Sums): CostFigures => ({
  givenCount: s.givenCount,
  given: fromMinorUnits(s.given),
  convertedCount: s.convertedCount,
  converted: fromMinorUnits(s.converted),
  forfeitedCount: s.forfeitedCount,
  forfeited: fromMinorUnits(s.forfeited),
  expiredCount: s.expiredCount,
  expired: fromMinorUnits(s.expired),
  capped: fromMinorUnits(s.capped),
  rebateCount: s.rebateCount,
  rebate: fromMinorUnits(s.rebate),
  paid: fromMinorUnits(s.converted + s.rebate),
});

/** The 返水 row of the report: rebates are paid from the promo account without a grant or promotion. */
const REBATE_KEY = 'rebate';

/**
 * 优惠成本 (issue 28): what promotions cost a site per promotion and Asia/Shanghai business day,
 * read from the sources of truth (the grant entries, the grants' closings and the ledger's
 * movements out of the promo house account), never from the promotions' budget counters. VIP
 * packets and gifts, sign-in, birthday and welfare rewards are grants of their promotions, so they
 * show on their promotion's row; 返水 moves straight from the promo account and has its own row.
 */
export class CostReportService {
  constructor(private readonly deps: { db: Db; ledger: Ledger; site: SiteService }) {}

  async report(actor: OperatorActor, siteId: number, input: { from: string; to: string }): Promise<CostReport> {
    const report = await this.compute(siteId, input);
    await insertAudit(this.deps.db, {
      actor: actor.name,
      action: 'promo.costReport',
      detail: { siteId, from: input.from, to: input.to },
    });
    return report;
  }

  /** The report without the audit row, for a caller that audits its own read (the revenue report). */
  async compute(siteId: number, input: { from: string; to: string }): Promise<CostReport> {
    const problem = reportRangeProblem(input.from, input.to);
    if (problem === 'reversed') throw new DomainError('reportRangeReversed');
    if (problem === 'tooLong') throw new DomainError('reportRangeTooLong');
    const { db } = this.deps;
    const currency = (await this.deps.site.info(siteId)).settlementUnit === 'usdt' ? 'USDT' : 'RMB';
    const from = new Date(businessDayStart(input.from));
    const to = new Date(businessDayStart(input.to) + DAY_MS);
    const q = { siteId, currency, from, to };
    const [entries, closings, rebates] = await Promise.all([
      store.costEntries(db, q),
      store.costClosings(db, q),
      this.deps.ledger.houseOutflowByDay({ siteId, accountKind: 'promo', transferKind: 'rebate', currency, from, to }),
    ]);

    const byPromotion = new Map<string, Sums>();
    const days = new Map(daysOf(input.from, input.to).map((d) => [d, zero()]));
    const totals = zero();
    const put = (key: string, day: string, part: Partial<Sums>) => {
      const row = byPromotion.get(key) ?? zero();
      byPromotion.set(key, row);
      add(row, part);
      const d = days.get(day);
      if (d) add(d, part);
      add(totals, part);
    };
    // Entry amounts are signed from the grant's side: what left a grant is negative there.
    for (const e of entries)
      put(String(e.promotionId), e.day, {
        givenCount: e.givenCount,
        given: e.given,
        converted: -e.converted,
        forfeited: -e.forfeited,
        expired: -e.expired,
        capped: -e.capped,
      });
    for (const c of closings)
      put(String(c.promotionId), c.day, {
        convertedCount: c.convertedCount,
        forfeitedCount: c.forfeitedCount,
        expiredCount: c.expiredCount,
      });
    for (const r of rebates) put(REBATE_KEY, r.day, { rebateCount: r.count, rebate: r.amount });

    const ids = [...byPromotion.keys()].filter((k) => k !== REBATE_KEY).map(Number);
    const named = new Map((await store.promotionsByIds(db, siteId, ids)).map((p) => [p.id, p]));
    const promotions = [...byPromotion.entries()]
      .map(([key, sums]) => {
        if (key === REBATE_KEY)
          return { promotionId: null, code: REBATE_KEY, title: '返水', kind: REBATE_KEY, ...figuresOf(sums) };
        const p = named.get(Number(key));
        return {
          promotionId: Number(key),
          code: p?.code ?? '',
          title: p?.title ?? `#${key}`,
          kind: p?.kind ?? '',
          ...figuresOf(sums),
        };
      })
      .sort((a, b) => (a.promotionId ?? Number.MAX_SAFE_INTEGER) - (b.promotionId ?? Number.MAX_SAFE_INTEGER));

    return {
      from: input.from,
      to: input.to,
      currency,
      promotions,
      days: [...days.entries()].map(([day, sums]) => ({ day, ...figuresOf(sums) })),
      totals: figuresOf(totals),
    };
  }
}
