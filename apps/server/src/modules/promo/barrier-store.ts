import { and, eq, like } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { claims } from './tables';

/** 闯关's claims of one business day: a claim's reference is `<day>:<stage>`. */
export const claimsOn = async (db: Executor, memberId: number, source: string, day: string) => {
  const rows = await db
    .select({ reference: claims.reference, grantId: claims.grantId })
    .from(claims)
    .where(and(eq(claims.memberId, memberId), eq(claims.source, source), like(claims.reference, `${day}:%`)));
  return new Map(rows.map((r) => [Number(r.reference.slice(day.length + 1)), r.grantId]));
};
