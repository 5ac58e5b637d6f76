import { and, asc, count, desc, eq, gt, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { accessBlocks, accountTickets, captchas, codeOutbox, failureCounters, members, sessions } from './tables';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

// ---- members ----

export const findMemberByName = async (db: Executor, siteId: number, name: string): Promise<MemberRow | null> => {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.siteId, siteId), sql`lower(${members.name}) = lower(${name})`))
    .limit(1);
  return rows[0] ?? null;
};

export const findMemberById = async (db: Executor, id: number): Promise<MemberRow | null> => {
  const rows = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return rows[0] ?? null;
};

/** Member names by id, for lists that show who a row belongs to (the back office's queues). */
export const memberNames = async (db: Executor, ids: number[]): Promise<Map<number, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: members.id, name: members.name }).from(members).where(inArray(members.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
};

/** Nicknames and VIP levels by id, for boards and room lines that show members to each other. */
export const memberBadges = async (
  db: Executor,
  ids: number[],
): Promise<Map<number, { nickname: string; vipLevel: number }>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, nickname: members.nickname, vipLevel: members.vipLevel })
    .from(members)
    .where(inArray(members.id, ids));
  return new Map(rows.map((r) => [r.id, { nickname: r.nickname, vipLevel: r.vipLevel }]));
};

/**
 * The next member ids of a site after `afterId`, in id order: every member, those at a VIP level or
 * above, or those of a list (a notice batch's segment, read a chunk at a time).
 */
export const memberIdsAfter = async (
  db: Executor,
  siteId: number,
  segment: { minVipLevel?: number; ids?: readonly number[] },
  afterId: number,
  limit: number,
): Promise<number[]> => {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.siteId, siteId),
        gt(members.id, afterId),
        segment.minVipLevel === undefined ? undefined : gte(members.vipLevel, segment.minVipLevel),
        segment.ids === undefined ? undefined : inArray(members.id, [...segment.ids]),
      ),
    )
    .orderBy(members.id)
    .limit(limit);
  return rows.map((r) => r.id);
};

export const findMemberByInviteCode = async (db: Executor, siteId: number, code: string): Promise<MemberRow | null> => {
  const rows = await db
    .select()
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members.inviteCode, code.toUpperCase())))
    .limit(1);
  return rows[0] ?? null;
};

/**
 * Inserts a member; null when a unique index refuses it (the name, case-insensitively, or the
 * phone), so a race between two registrations is settled by the database.
 */
export const insertMember = async (db: Executor, values: NewMember): Promise<MemberRow | null> => {
  const rows = await db.insert(members).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
};

export const updateMember = async (
  db: Executor,
  id: number,
  patch: Partial<
    Pick<
      MemberRow,
      | 'passwordHash'
      | 'passwordWeak'
      | 'nickname'
      | 'status'
      | 'phone'
      | 'email'
      | 'passwordChangedAt'
      | 'lastLoginAt'
      | 'vipLevel'
    >
  >,
): Promise<MemberRow | null> => {
  const rows = await db.update(members).set(patch).where(eq(members.id, id)).returning();
  return rows[0] ?? null;
};

/** LIKE's wildcards in a keyword match themselves, not everything. */
const likePrefix = (keyword: string): string => `${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The back office's member search, newest first: an exact id when the keyword is digits, or a
 * prefix of the name (any case) or of the nickname; no keyword lists the whole site.
 */
export const searchMembers = async (
  db: Executor,
  siteId: number,
  filter: { keyword: string; limit: number; offset: number },
): Promise<{ rows: MemberRow[]; total: number }> => {
  const matches = [];
  if (filter.keyword) {
    const prefix = likePrefix(filter.keyword);
    matches.push(sql`lower(${members.name}) like lower(${prefix})`, sql`${members.nickname} like ${prefix}`);
    // Ids beyond bigint would make PostgreSQL refuse the whole query; such a keyword is only a name.
    if (/^\d{1,15}$/.test(filter.keyword)) matches.push(eq(members.id, Number(filter.keyword)));
  }
  const where = and(eq(members.siteId, siteId), matches.length > 0 ? or(...matches) : undefined);
  const [totalRow] = await db.select({ n: count() }).from(members).where(where);
  const rows = await db
    .select()
    .from(members)
    .where(where)
    .orderBy(desc(members.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { rows, total: totalRow?.n ?? 0 };
};

/**
 * A member's sessions active since the instant, as stretches from their start to their last call (or
 * their end, when it came before: a session ended by another login stops at its end).
 */
export const activitySince = async (
  db: Executor,
  memberId: number,
  since: Date,
): Promise<{ id: number; startMs: number; endMs: number }[]> => {
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), gte(sessions.lastSeenAt, since)));
  return rows.map((r) => ({
    id: r.id,
    startMs: r.createdAt.getTime(),
    endMs: Math.min(r.lastSeenAt.getTime(), r.revokedAt?.getTime() ?? Number.POSITIVE_INFINITY),
  }));
};

/** Members of the site with a session seen since the instant (the back office's dashboard). */
export const countActiveMembers = async (db: Executor, siteId: number, since: Date): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${sessions.memberId})::int` })
    .from(sessions)
    .where(and(eq(sessions.siteId, siteId), gte(sessions.lastSeenAt, since)));
  return row?.n ?? 0;
};

/** A member's latest sessions, newest first (the back office's 360 view). */
export const listMemberSessions = (db: Executor, memberId: number, limit: number) =>
  db.select().from(sessions).where(eq(sessions.memberId, memberId)).orderBy(desc(sessions.id)).limit(limit);

/** Whether another member of the site already uses this phone or email. */
export const contactTakenBy = async (
  db: Executor,
  siteId: number,
  channel: 1 | 2,
  target: string,
): Promise<number | null> => {
  const column = channel === 1 ? members.phone : members.email;
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(column, target)))
    .limit(1);
  return rows[0]?.id ?? null;
};

// ---- sessions ----

export const insertSession = async (db: Executor, values: typeof sessions.$inferInsert) => {
  const rows = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return rows[0]!.id;
};

export interface SessionLookup {
  sessionId: number;
  memberId: number;
  siteId: number;
  deviceId: string;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  revokeReason: string | null;
  status: number;
}

export const findSession = async (db: Executor, tokenHash: string): Promise<SessionLookup | null> => {
  const rows = await db
    .select({
      sessionId: sessions.id,
      memberId: sessions.memberId,
      siteId: sessions.siteId,
      deviceId: sessions.deviceId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      revokeReason: sessions.revokeReason,
      status: members.status,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return rows[0] ?? null;
};

export const touchSession = (db: Executor, sessionId: number, now: Date, expiresAt: Date) =>
  db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, sessionId));

/** Revokes a member's live sessions (all, or all but one); returns how many. */
export const revokeSessions = async (
  db: Executor,
  memberId: number,
  reason: string,
  now: Date,
  exceptSessionId?: number,
): Promise<number[]> => {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
};

/** Revokes one session; answers its member when it was still open. */
export const revokeSession = async (
  db: Executor,
  sessionId: number,
  reason: string,
  now: Date,
): Promise<number | null> => {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ memberId: sessions.memberId });
  return row?.memberId ?? null;
};

export const listLiveSessions = (db: Executor, memberId: number, now: Date) =>
  db
    .select({
      id: sessions.id,
      deviceId: sessions.deviceId,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(50);

// ---- failure counters ----

/** Adds one failure to a key, restarting its window when the old one has passed; returns the count. */
export const bumpFailures = async (db: Executor, key: string, now: Date, windowStart: Date): Promise<number> => {
  const rows = await db
    .insert(failureCounters)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: failureCounters.key,
      set: {
        failures: sql`case when ${failureCounters.windowStartedAt} < ${windowStart} then 1 else ${failureCounters.failures} + 1 end`,
        windowStartedAt: sql`case when ${failureCounters.windowStartedAt} < ${windowStart} then ${now} else ${failureCounters.windowStartedAt} end`,
      },
    })
    .returning({ failures: failureCounters.failures });
  return rows[0]!.failures;
};

/** The highest live failure count among the keys. */
export const maxFailures = async (db: Executor, keys: string[], windowStart: Date): Promise<number> => {
  const rows = await db
    .select({ failures: failureCounters.failures })
    .from(failureCounters)
    .where(and(inArray(failureCounters.key, keys), gte(failureCounters.windowStartedAt, windowStart)));
  return Math.max(0, ...rows.map((r) => r.failures));
};

export const clearFailures = (db: Executor, key: string) =>
  db.delete(failureCounters).where(eq(failureCounters.key, key));

// ---- captchas ----

/** The image captcha for a client-chosen id: a refresh of the same id replaces the answer. */
export const putImageCaptcha = (db: Executor, id: string, siteId: number, answer: string, expiresAt: Date) =>
  db
    .insert(captchas)
    .values({ id, siteId, kind: 'image', answer, expiresAt })
    .onConflictDoUpdate({
      target: captchas.id,
      set: { answer, expiresAt, usedAt: null },
      setWhere: eq(captchas.kind, 'image'),
    });

export const insertCaptcha = (db: Executor, values: typeof captchas.$inferInsert) => db.insert(captchas).values(values);

const liveCaptcha = (id: string, siteId: number, kind: string, now: Date) =>
  and(
    eq(captchas.id, id),
    eq(captchas.siteId, siteId),
    eq(captchas.kind, kind),
    isNull(captchas.usedAt),
    gt(captchas.expiresAt, now),
  );

/** Uses a puzzle up: the answer comes back once, and only while the puzzle is fresh. */
export const consumeCaptcha = async (
  db: Executor,
  id: string,
  siteId: number,
  kind: string,
  now: Date,
): Promise<string | null> => {
  const rows = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(liveCaptcha(id, siteId, kind, now))
    .returning({ answer: captchas.answer });
  return rows[0]?.answer ?? null;
};

/** Reads a fresh, unused puzzle's answer without using it (to draw it). */
export const peekCaptcha = async (db: Executor, id: string, siteId: number, kind: string, now: Date) => {
  const rows = await db
    .select({ answer: captchas.answer })
    .from(captchas)
    .where(liveCaptcha(id, siteId, kind, now))
    .limit(1);
  return rows[0]?.answer ?? null;
};

export const setCaptchaTicket = (db: Executor, id: string, ticketHash: string, ticketExpiresAt: Date) =>
  db.update(captchas).set({ ticketHash, ticketExpiresAt }).where(eq(captchas.id, id));

/** Uses a solved puzzle's ticket up; true when it was valid. */
export const consumeCaptchaTicket = async (
  db: Executor,
  id: string,
  siteId: number,
  ticketHash: string,
  now: Date,
): Promise<boolean> => {
  const rows = await db
    .update(captchas)
    .set({ ticketUsedAt: now })
    .where(
      and(
        eq(captchas.id, id),
        eq(captchas.siteId, siteId),
        eq(captchas.ticketHash, ticketHash),
        isNull(captchas.ticketUsedAt),
        gt(captchas.ticketExpiresAt, now),
      ),
    )
    .returning({ id: captchas.id });
  return rows.length > 0;
};

// ---- verification codes ----

export interface CodeTarget {
  siteId: number;
  channel: 1 | 2;
  target: string;
}

const targetIs = (t: CodeTarget) =>
  and(eq(codeOutbox.siteId, t.siteId), eq(codeOutbox.channel, t.channel), eq(codeOutbox.target, t.target));

export const lastCodeSentAt = async (db: Executor, t: CodeTarget): Promise<Date | null> => {
  const rows = await db
    .select({ createdAt: codeOutbox.createdAt })
    .from(codeOutbox)
    .where(targetIs(t))
    .orderBy(desc(codeOutbox.createdAt))
    .limit(1);
  return rows[0]?.createdAt ?? null;
};

export const countCodesSince = async (db: Executor, t: CodeTarget, since: Date): Promise<number> => {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(codeOutbox)
    .where(and(targetIs(t), gte(codeOutbox.createdAt, since)));
  return rows[0]?.n ?? 0;
};

export const countCodesFromIpSince = async (db: Executor, siteId: number, ip: string, since: Date): Promise<number> => {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(codeOutbox)
    .where(and(eq(codeOutbox.siteId, siteId), eq(codeOutbox.ip, ip), gte(codeOutbox.createdAt, since)));
  return rows[0]?.n ?? 0;
};

export const insertCode = async (db: Executor, values: typeof codeOutbox.$inferInsert): Promise<number> => {
  const rows = await db.insert(codeOutbox).values(values).returning({ id: codeOutbox.id });
  return rows[0]!.id;
};

export const markCodeDelivered = (db: Executor, id: number, at: Date) =>
  db.update(codeOutbox).set({ deliveredAt: at }).where(eq(codeOutbox.id, id));

/** The newest live code for a target and purpose. */
export const findLiveCode = async (db: Executor, t: CodeTarget, purpose: string, now: Date) => {
  const rows = await db
    .select({ id: codeOutbox.id, codeHash: codeOutbox.codeHash, attempts: codeOutbox.attempts })
    .from(codeOutbox)
    .where(and(targetIs(t), eq(codeOutbox.purpose, purpose), isNull(codeOutbox.usedAt), gt(codeOutbox.expiresAt, now)))
    .orderBy(desc(codeOutbox.createdAt))
    .limit(1);
  return rows[0] ?? null;
};

/** Marks a code used; false when another request used it first. */
export const useCode = async (db: Executor, id: number, now: Date): Promise<boolean> => {
  const rows = await db
    .update(codeOutbox)
    .set({ usedAt: now })
    .where(and(eq(codeOutbox.id, id), isNull(codeOutbox.usedAt)))
    .returning({ id: codeOutbox.id });
  return rows.length > 0;
};

export const countCodeAttempt = (db: Executor, id: number) =>
  db
    .update(codeOutbox)
    .set({ attempts: sql`${codeOutbox.attempts} + 1` })
    .where(eq(codeOutbox.id, id));

// ---- tickets ----

export const insertTicket = (db: Executor, values: typeof accountTickets.$inferInsert) =>
  db.insert(accountTickets).values(values);

const liveTicket = (hash: string, kind: string, now: Date) =>
  and(
    eq(accountTickets.hash, hash),
    eq(accountTickets.kind, kind),
    isNull(accountTickets.usedAt),
    gt(accountTickets.expiresAt, now),
  );

export const findTicket = async (db: Executor, hash: string, kind: string, now: Date) => {
  const rows = await db
    .select()
    .from(accountTickets)
    .where(liveTicket(hash, kind, now))
    .limit(1);
  return rows[0] ?? null;
};

/** Uses a ticket up; null when it is unknown, used or expired. */
export const consumeTicket = async (db: Executor, hash: string, kind: string, now: Date) => {
  const rows = await db
    .update(accountTickets)
    .set({ usedAt: now })
    .where(liveTicket(hash, kind, now))
    .returning();
  return rows[0] ?? null;
};

// ---- access blocks ----

export const listBlocks = (db: Executor, siteId: number) =>
  db
    .select({ kind: accessBlocks.kind, value: accessBlocks.value })
    .from(accessBlocks)
    .where(eq(accessBlocks.siteId, siteId));

/** The back office's page of blocks, newest first. */
export const pageBlocks = async (
  db: Executor,
  siteId: number,
  query: { kind?: string | undefined; limit: number; offset: number },
) => {
  const where = and(eq(accessBlocks.siteId, siteId), query.kind ? eq(accessBlocks.kind, query.kind) : undefined);
  const rows = await db
    .select()
    .from(accessBlocks)
    .where(where)
    .orderBy(desc(accessBlocks.createdAt), asc(accessBlocks.value))
    .limit(query.limit)
    .offset(query.offset);
  const totals = await db.select({ n: sql<number>`count(*)::int` }).from(accessBlocks).where(where);
  return { rows, total: totals[0]?.n ?? 0 };
};

export const setBlock = async (db: Executor, siteId: number, kind: string, value: string, blocked: boolean) => {
  if (blocked) {
    await db.insert(accessBlocks).values({ siteId, kind, value }).onConflictDoNothing();
  } else {
    await db
      .delete(accessBlocks)
      .where(and(eq(accessBlocks.siteId, siteId), eq(accessBlocks.kind, kind), eq(accessBlocks.value, value)));
  }
};
