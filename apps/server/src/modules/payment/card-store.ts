import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { bankCards } from './tables';

export type CardRow = typeof bankCards.$inferSelect;

export const listCards = (db: Executor, memberId: number) =>
  db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.memberId, memberId), isNull(bankCards.deletedAt)))
    .orderBy(asc(bankCards.id));

export const insertCard = (db: Executor, values: typeof bankCards.$inferInsert) => db.insert(bankCards).values(values);

export const deleteCard = async (db: Executor, memberId: number, id: number): Promise<boolean> => {
  const rows = await db
    .update(bankCards)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(bankCards.id, id), eq(bankCards.memberId, memberId), isNull(bankCards.deletedAt)))
    .returning({ id: bankCards.id });
  return rows.length > 0;
};

/**
 * Serialises one member's card bindings for the rest of the transaction, so two at once cannot both
 * pass the three-card limit (a row lock cannot, when there are no rows yet).
 */
export const lockMemberCards = (db: Executor, memberId: number) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${`bank_card:${memberId}`}))`);

/** Cards by id including removed ones, so a withdrawal still names the card it went to. */
export const cardsById = (db: Executor, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([] as CardRow[])
    : db
        .select()
        .from(bankCards)
        .where(inArray(bankCards.id, [...ids]));
