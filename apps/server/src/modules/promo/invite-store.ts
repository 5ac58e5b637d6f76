import type { Identities } from '@courtside/domain/promotions';
import { and, count, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { invites, promotions, turnover } from './tables';

export type InviteRow = typeof invites.$inferSelect;

/** Numeric columns come back as text from a raw query on PostgreSQL and as numbers on PGlite. */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

export const insertInvite = (db: Executor, values: typeof invites.$inferInsert) =>
  db.insert(invites).values(values).onConflictDoNothing();

export const lockInvite = async (db: Executor, inviteeId: number): Promise<InviteRow | null> =>
  (await db.select().from(invites).where(eq(invites.inviteeId, inviteeId)).for('update'))[0] ?? null;

export const findInvite = async (db: Executor, inviteeId: number): Promise<InviteRow | null> =>
  (await db.select().from(invites).where(eq(invites.inviteeId, inviteeId)))[0] ?? null;

export const updateInvite = async (db: Executor, inviteeId: number, values: Partial<typeof invites.$inferInsert>) =>
  (await db.update(invites).set(values).where(eq(invites.inviteeId, inviteeId)).returning())[0]!;

/** All the member's valid turnover (every row is after their registration). */
export const turnoverOf = async (db: Executor, memberId: number): Promise<bigint> => {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${turnover.amount}), 0)::text` })
    .from(turnover)
    .where(eq(turnover.memberId, memberId));
  return BigInt(row?.total ?? '0');
};

/**
 * Valid turnover of each of the members over business days `fromDay`..`toDay` (inclusive); a member
 * without any is absent. For the agents module, which reads it through InviteService.
 */
export const turnoverByMember = async (
  db: Executor,
  memberIds: readonly number[],
  fromDay: string,
  toDay: string,
): Promise<Map<number, bigint>> => {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ memberId: turnover.memberId, total: sql<string>`sum(${turnover.amount})::text` })
    .from(turnover)
    .where(and(inArray(turnover.memberId, [...memberIds]), gte(turnover.day, fromDay), lte(turnover.day, toDay)))
    .groupBy(turnover.memberId);
  return new Map(rows.map((r) => [r.memberId, BigInt(r.total)]));
};

/**
 * Every value that identifies the person behind an account: registration IP and device, the IPs
 * and devices of its sessions, its phone, and its payout accounts, removed ones too (removing a card
 * does not make it someone else's). The member, session, card and address tables belong to other
 * modules; they are read by name here, inside the caller's transaction, which their services cannot join.
 */
export const identitiesOf = async (db: Executor, memberId: number): Promise<Identities> => {
  const [member] = rowsOf<{ ip: string; device: string; phone: string | null }>(
    await db.execute(
      sql`select register_ip as ip, register_device as device, phone from member where id = ${memberId}`,
    ),
  );
  const sessions = rowsOf<{ ip: string; device_id: string }>(
    await db.execute(sql`select distinct ip, device_id from member_session where member_id = ${memberId}`),
  );
  const cards = rowsOf<{ v: string }>(
    await db.execute(sql`select card_number as v from bank_card where member_id = ${memberId}`),
  );
  const payouts = rowsOf<{ v: string }>(
    await db.execute(sql`select address as v from withdraw_address where member_id = ${memberId}`),
  );
  const unique = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))];
  return {
    devices: unique([member?.device, ...sessions.map((s) => s.device_id)]),
    ips: unique([member?.ip, ...sessions.map((s) => s.ip)]),
    phones: unique([member?.phone]),
    cards: unique(cards.map((c) => c.v.replace(/\s+/g, ''))),
    payouts: unique(payouts.map((p) => p.v.trim().toLowerCase())),
  };
};

/** An inviter's invitees, newest first. */
export const inviteesOf = async (db: Executor, inviterId: number, page: { limit: number; offset: number }) => {
  const where = eq(invites.inviterId, inviterId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invites)
      .where(where)
      .orderBy(desc(invites.registeredAt), desc(invites.inviteeId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(invites).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const inviteTotals = async (db: Executor, inviterId: number) => {
  const [row] = await db
    .select({
      invitees: count(),
      deposited: sql<number>`count(*) filter (where ${invites.firstDeposit} is not null)::int`,
      rewarded: sql<number>`count(*) filter (where ${invites.reward} > 0)::int`,
      flagged: sql<number>`count(*) filter (where ${invites.flagKind} is not null and ${invites.decision} is distinct from 'cleared')::int`,
      reward: sql<string>`coalesce(sum(${invites.reward}), 0)::text`,
    })
    .from(invites)
    .where(eq(invites.inviterId, inviterId));
  return {
    invitees: Number(row?.invitees ?? 0),
    deposited: Number(row?.deposited ?? 0),
    rewarded: Number(row?.rewarded ?? 0),
    flagged: Number(row?.flagged ?? 0),
    reward: BigInt(row?.reward ?? '0'),
  };
};

/** The flagged invitations of a site, newest first, by the operator's decision ('open': none yet). */
export const flaggedInvites = async (
  db: Executor,
  siteId: number,
  decision: 'open' | 'cleared' | 'upheld' | 'all',
  page: { limit: number; offset: number },
) => {
  const where = and(
    eq(invites.siteId, siteId),
    isNotNull(invites.flagKind),
    decision === 'all'
      ? undefined
      : decision === 'open'
        ? sql`${invites.decision} is null`
        : eq(invites.decision, decision),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invites)
      .where(where)
      .orderBy(desc(invites.flaggedAt), desc(invites.inviteeId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(invites).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** Sites whose invite promotion runs: the ones the daily turnover share visits. */
export const inviteSites = async (db: Executor, code: string): Promise<number[]> =>
  (
    await db
      .selectDistinct({ siteId: promotions.siteId })
      .from(promotions)
      .where(and(eq(promotions.code, code), eq(promotions.state, 'active')))
  ).map((r) => r.siteId);

/**
 * Invitees of a site with valid turnover on one business day, and not held by an open or upheld
 * flag: what the day's turnover share is computed from.
 */
export const shareFacts = async (db: Executor, siteId: number, day: string) =>
  db
    .select({
      inviteeId: invites.inviteeId,
      inviterId: invites.inviterId,
      currency: invites.currency,
      registeredAt: invites.registeredAt,
      turnover: sql<string>`sum(${turnover.amount})::text`,
    })
    .from(invites)
    .innerJoin(turnover, and(eq(turnover.memberId, invites.inviteeId), eq(turnover.day, day)))
    .where(and(eq(invites.siteId, siteId), sql`(${invites.flagKind} is null or ${invites.decision} = 'cleared')`))
    .groupBy(invites.inviteeId);

export const addReward = (db: Executor, inviteeId: number, amount: bigint) =>
  db
    .update(invites)
    .set({ reward: sql`${invites.reward} + ${amount}` })
    .where(eq(invites.inviteeId, inviteeId));
