import { PRODUCT_KINDS, type ProductKind, WEIGHT_FULL_BP } from './weights';

/**
 * The VIP ladder: a level is earned by cumulative deposits and by valid turnover over the last
 * `PERIOD_DAYS` Asia/Shanghai business days, and kept while the period's turnover stays above the
 * level's retention line. Each level carries an upgrade gift (paid once per member and level, ever),
 * weekly and monthly red packets, and its rebate (返水) rates per product with a daily cap.
 */

/** The turnover window of promotion and retention, in business days. */
export const PERIOD_DAYS = 60;

export interface VipLevel {
  readonly level: number;
  readonly name: string;
  readonly minDeposit: bigint;
  readonly minTurnover: bigint;
  /** Below this much turnover over the period, the level is not kept (one level down). */
  readonly retainTurnover: bigint;
  readonly upgradeGift: bigint;
  readonly weeklyPacket: bigint;
  readonly monthlyPacket: bigint;
  /** 生日礼金 of the level, where the ladder names one (the rebate and level rules do not read it). */
  readonly birthdayGift?: bigint | null;
  /** Rebate rate per product, basis points of valid turnover. */
  readonly rebateBp: Readonly<Record<ProductKind, number>>;
  /** The most one business day's rebate pays. */
  readonly rebateCap: bigint;
}

/** The highest rebate rate a ladder may carry: 3 % (anything above is a typo, not a product). */
export const REBATE_BP_MAX = 300;

/** The amounts a ladder holds non-decreasing level by level, with the names an operator reads. */
const LADDER_AMOUNTS: readonly [Exclude<keyof VipLevel, 'level' | 'name' | 'rebateBp'>, string][] = [
  ['minDeposit', '晋级存款'],
  ['minTurnover', '晋级流水'],
  ['retainTurnover', '保级流水'],
  ['upgradeGift', '晋级礼金'],
  ['weeklyPacket', '周红包'],
  ['monthlyPacket', '月红包'],
  ['birthdayGift', '生日礼金'],
  ['rebateCap', '返水上限'],
];

/**
 * The first problem with a ladder, or null: levels numbered 0.. in order, level 0 open to all,
 * and every line, gift, rate and cap non-decreasing level by level (a hand-typed "0.1" where "1.0"
 * was meant is caught here, not by a member).
 */
export function ladderProblem(ladder: readonly VipLevel[]): string | null {
  if (ladder.length < 2 || ladder.length > 11) return 'VIP等级须为2-11级';
  if (ladder.some((l, i) => l.level !== i)) return 'VIP等级须从0开始连续编号';
  const zero = ladder[0]!;
  if (zero.minDeposit !== 0n || zero.minTurnover !== 0n || zero.retainTurnover !== 0n) return 'VIP0不能设置门槛';
  for (const l of ladder) {
    if (l.retainTurnover > l.minTurnover) return `VIP${l.level}的保级流水不能高于晋级流水`;
    for (const p of PRODUCT_KINDS) {
      const bp = l.rebateBp[p];
      if (!Number.isInteger(bp) || bp < 0 || bp > REBATE_BP_MAX) return `VIP${l.level}的返水比例须为0-3%`;
    }
  }
  for (let i = 1; i < ladder.length; i++) {
    const [a, b] = [ladder[i - 1]!, ladder[i]!];
    for (const [key, label] of LADDER_AMOUNTS) {
      const [was, is] = [a[key], b[key]];
      if (was !== undefined && was !== null && is !== undefined && is !== null && is < was)
        return `VIP${b.level}的${label}低于VIP${a.level}`;
    }
    for (const p of PRODUCT_KINDS) if (b.rebateBp[p] < a.rebateBp[p]) return `VIP${b.level}的返水比例低于VIP${a.level}`;
  }
  return null;
}

/** The highest level whose deposit and period-turnover lines are both met. */
export function qualifiedLevel(ladder: readonly VipLevel[], deposits: bigint, periodTurnover: bigint): number {
  let level = 0;
  for (const l of ladder) if (deposits >= l.minDeposit && periodTurnover >= l.minTurnover) level = l.level;
  return level;
}

export type VipMove = 'upgrade' | 'demote' | 'stay';

/**
 * One evaluation: up to the qualified level at once (every level passed pays its gift); otherwise,
 * when the member has held the level for a whole period and the period's turnover fell below its
 * retention line, one level down. Level 0 is never left by demotion.
 */
export function vipStep(
  ladder: readonly VipLevel[],
  current: number,
  deposits: bigint,
  periodTurnover: bigint,
  daysAtLevel: number,
): { level: number; move: VipMove } {
  const qualified = qualifiedLevel(ladder, deposits, periodTurnover);
  if (qualified > current) return { level: qualified, move: 'upgrade' };
  const held = ladder[Math.min(current, ladder.length - 1)]!;
  if (current > 0 && daysAtLevel >= PERIOD_DAYS && periodTurnover < held.retainTurnover) {
    return { level: current - 1, move: 'demote' };
  }
  return { level: current, move: 'stay' };
}

export interface RebatePart {
  readonly product: ProductKind;
  readonly turnover: bigint;
  readonly bp: number;
  readonly amount: bigint;
}

/**
 * One business day's rebate: each product's valid turnover at the level's rate, rounded down per
 * product, summed, and capped at the level's daily cap (the cap never rounds in the member's favour).
 */
export function rebate(
  turnover: Readonly<Partial<Record<ProductKind, bigint>>>,
  level: VipLevel,
): { amount: bigint; parts: RebatePart[]; capped: boolean } {
  const parts = PRODUCT_KINDS.flatMap((product): RebatePart[] => {
    const t = turnover[product] ?? 0n;
    if (t <= 0n) return [];
    const bp = level.rebateBp[product];
    return [{ product, turnover: t, bp, amount: (t * BigInt(bp)) / BigInt(WEIGHT_FULL_BP) }];
  });
  const sum = parts.reduce((s, p) => s + p.amount, 0n);
  const capped = sum > level.rebateCap;
  return { amount: capped ? level.rebateCap : sum, parts, capped };
}

/** The ISO week of an Asia/Shanghai business day ('YYYY-MM-DD'), as 'YYYY-Www'. */
export function isoWeekKey(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const weekday = (date.getUTCDay() + 6) % 7;
  // The week's Thursday decides its year.
  date.setUTCDate(date.getUTCDate() - weekday + 3);
  const year = date.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  const daysFromIt = (date.getTime() - firstThursday.getTime()) / 86_400_000;
  const week = 1 + Math.round((daysFromIt - 3 + ((firstThursday.getUTCDay() + 6) % 7)) / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The month of a business day, 'YYYY-MM'. */
export const monthKey = (day: string): string => day.slice(0, 7);
