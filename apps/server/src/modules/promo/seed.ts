import type { PromotionKind, PromotionTerms } from '@courtside/contract';
import { toMinorUnits } from '@courtside/domain';
import type { ProductKind } from '@courtside/domain/promotions';
import { eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { promotions, vipLevels } from './tables';

export interface PromotionSeed {
  code: string;
  kind: PromotionKind;
  title: string;
  summary: string;
  image: string;
  terms: PromotionTerms;
  startDay: string;
  sort: number;
  /** What the promotion may give in all, yuan; none: no cap. */
  budget?: string;
}

/** A site's demo promotions, live at once; a site that has one of these codes keeps its own. */
export const seedPromotions = async (db: Executor, siteId: number, rows: readonly PromotionSeed[]) => {
  if (rows.length === 0) return;
  await db
    .insert(promotions)
    .values(
      rows.map(({ budget, ...r }) => ({
        siteId,
        ...r,
        state: 'active',
        endDay: null,
        budget: budget === undefined ? null : toMinorUnits(budget),
      })),
    )
    .onConflictDoNothing();
};

export interface VipLevelSeed {
  level: number;
  name: string;
  minDeposit: bigint;
  minTurnover: bigint;
  retainTurnover: bigint;
  upgradeGift: bigint;
  weeklyPacket: bigint;
  monthlyPacket: bigint;
  birthdayGift: bigint;
  rebateBp: Record<ProductKind, number>;
  rebateCap: bigint;
}

/**
 * A site's VIP ladder; a site with a ladder keeps its own, levels and all (an operator who removed a
 * level does not get it back at the next start). The birthday gift came after the first ladders: a
 * level that never named one (null) gets the seed's, one an operator set (even to 0) keeps it.
 */
export const seedVipLadder = async (db: Executor, siteId: number, rows: readonly VipLevelSeed[]) => {
  const held = new Set(
    (await db.select({ level: vipLevels.level }).from(vipLevels).where(eq(vipLevels.siteId, siteId))).map(
      (r) => r.level,
    ),
  );
  const wanted = held.size === 0 ? rows : rows.filter((r) => held.has(r.level));
  if (wanted.length === 0) return;
  await db
    .insert(vipLevels)
    .values(wanted.map((r) => ({ siteId, ...r })))
    .onConflictDoUpdate({
      target: [vipLevels.siteId, vipLevels.level],
      set: { birthdayGift: sql`excluded.birthday_gift` },
      setWhere: isNull(vipLevels.birthdayGift),
    });
};
