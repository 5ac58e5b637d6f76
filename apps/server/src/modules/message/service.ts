import {
  type MessageBulkResult,
  type MessageDetail,
  type MessageItem,
  type MessageList,
  type MessageTab,
  type MessageUnread,
  messageTab,
} from '@courtside/contract';
import type { MessageBatchView, MessageSegment } from '@courtside/contract/admin';
import { insertAudit } from '../../platform/audit';
import type { AuthContext, OperatorActor } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import type { SiteService } from '../site';
import { messageEvents } from './events';
import * as store from './store';

/** Site parameter: '1' lets members answer the operator's private letters. */
export const REPLY_PARAM = 'message_reply_enabled';
/** A run of the batch job stops taking new chunks after this long; the next run goes on. */
const RUN_BUDGET_MS = 20_000;
const SUMMARY_MAX = 60;
const TITLE_MAX = 50;
const BODY_MAX = 5_000;
const REPLY_MAX = 500;

/** A system-written message (from another module's event). */
export interface SystemMessage {
  siteId: number;
  memberId: number;
  tab: MessageTab;
  title: string;
  body: string;
  sourceKey: string;
}

/** What the message centre needs of the account module: who belongs to a site, a segment's members. */
export interface MemberDirectory {
  isMemberOf(siteId: number, memberId: number, db: Executor): Promise<boolean>;
  memberIdsAfter(
    db: Executor,
    siteId: number,
    segment: { minVipLevel?: number; ids?: readonly number[] },
    afterId: number,
    limit: number,
  ): Promise<number[]>;
}

export interface MessageDeps {
  db: Db;
  members: MemberDirectory;
  clock: Clock;
  outbox: Outbox;
  site: SiteService;
  /** Members a notice batch reaches per transaction. */
  chunk: number;
}

const tabOf = (text: string | undefined): MessageTab | undefined => {
  if (text === undefined || text === '') return undefined;
  const parsed = messageTab.safeParse(text);
  if (!parsed.success) throw new DomainError('messageTabInvalid');
  return parsed.data;
};

const unreadOf = (byTab: Map<string, number>): MessageUnread => {
  const notice = byTab.get('notice') ?? 0;
  const privateCount = byTab.get('private') ?? 0;
  const activity = byTab.get('activity') ?? 0;
  return { total: notice + privateCount + activity, notice, private: privateCount, activity };
};

const summaryOf = (body: string): string => {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > SUMMARY_MAX ? `${line.slice(0, SUMMARY_MAX)}…` : line;
};

/** Counts characters, not UTF-16 units, so one emoji is one character. */
const lengthOf = (text: string): number => [...text].length;

/**
 * The message centre (issue 32): each member's messages in three tabs, written by other modules'
 * events (never by their calls), by an operator's private letter, or by a notice batch the job fans
 * out in chunks. A member only ever sees and changes their own; another's id is "not found".
 */
export class MessageService {
  constructor(private readonly deps: MessageDeps) {}

  private async replyable(siteId: number): Promise<boolean> {
    const values = await this.deps.site.paramValues(siteId, [REPLY_PARAM]);
    return values[REPLY_PARAM] === '1';
  }

  private itemOf(row: store.MessageRow, replyable: boolean): MessageItem {
    return {
      id: row.id,
      tab: row.tab as MessageTab,
      title: row.title,
      summary: summaryOf(row.body),
      read: row.readAt !== null,
      sticky: row.stickyAt !== null,
      replyable: replyable && row.tab === 'private',
      createdAt: row.createdAt.toISOString(),
    };
  }

  async unread(memberId: number, db: Executor = this.deps.db): Promise<MessageUnread> {
    return unreadOf(await store.unreadByTab(db, memberId));
  }

  // ---- the member ----

  async list(member: AuthContext, input: { tab: string; page: number; pageSize: number }): Promise<MessageList> {
    const tab = tabOf(input.tab);
    if (!tab) throw new DomainError('messageTabInvalid');
    const { db } = this.deps;
    const [rows, total, unread, replyable] = await Promise.all([
      store.page(db, member.memberId, tab, input.pageSize, (input.page - 1) * input.pageSize),
      store.total(db, member.memberId, tab),
      this.unread(member.memberId),
      this.replyable(member.siteId),
    ]);
    return {
      list: rows.map((r) => this.itemOf(r, replyable)),
      total,
      page: input.page,
      pageSize: input.pageSize,
      unread,
    };
  }

  private async own(member: AuthContext, id: number, db: Executor = this.deps.db): Promise<store.MessageRow> {
    const row = await store.ownMessage(db, member.memberId, id);
    if (!row) throw new DomainError('messageNotFound');
    return row;
  }

  private async detail(member: AuthContext, row: store.MessageRow): Promise<MessageDetail> {
    const [replies, unread, replyable] = await Promise.all([
      store.replies(this.deps.db, row.id),
      this.unread(member.memberId),
      this.replyable(member.siteId),
    ]);
    return {
      ...this.itemOf(row, replyable),
      body: row.body,
      replies: replies.map((r) => ({
        id: r.id,
        author: r.author as 'member' | 'operator',
        text: r.text,
        at: r.createdAt.toISOString(),
      })),
      unread,
    };
  }

  /** Opens a message: it is read from now on. */
  async read(member: AuthContext, id: number): Promise<MessageDetail> {
    let row = await this.own(member, id);
    if (row.readAt === null) row = await store.updateMessage(this.deps.db, row.id, { readAt: this.deps.clock.now() });
    return this.detail(member, row);
  }

  async remove(member: AuthContext, id: number): Promise<MessageBulkResult> {
    const row = await this.own(member, id);
    await store.updateMessage(this.deps.db, row.id, { deletedAt: this.deps.clock.now() });
    return { changed: 1, unread: await this.unread(member.memberId) };
  }

  async sticky(member: AuthContext, input: { id: number; sticky: boolean }): Promise<MessageItem> {
    let row = await this.own(member, input.id);
    if (input.sticky !== (row.stickyAt !== null)) {
      row = await store.updateMessage(this.deps.db, row.id, { stickyAt: input.sticky ? this.deps.clock.now() : null });
    }
    return this.itemOf(row, await this.replyable(member.siteId));
  }

  async readAll(member: AuthContext, input: { tab?: string | undefined }): Promise<MessageBulkResult> {
    const changed = await store.readAll(this.deps.db, member.memberId, tabOf(input.tab), this.deps.clock.now());
    return { changed, unread: await this.unread(member.memberId) };
  }

  async deleteAll(member: AuthContext, input: { tab?: string | undefined }): Promise<MessageBulkResult> {
    const changed = await store.deleteAll(this.deps.db, member.memberId, tabOf(input.tab), this.deps.clock.now());
    return { changed, unread: await this.unread(member.memberId) };
  }

  /** The member answers a private letter, where the site allows it; a repeated request id is one line. */
  async reply(member: AuthContext, input: { id: number; text: string; requestId: string }): Promise<MessageDetail> {
    const row = await this.own(member, input.id);
    if (row.tab !== 'private') throw new DomainError('messageNotReplyable');
    if (!(await this.replyable(member.siteId))) throw new DomainError('messageReplyClosed');
    const text = input.text.trim();
    if (text === '' || lengthOf(text) > REPLY_MAX) throw new DomainError('messageTextInvalid');
    await store.insertReply(this.deps.db, {
      messageId: row.id,
      author: 'member',
      text,
      requestId: input.requestId,
      createdAt: this.deps.clock.now(),
    });
    return this.detail(member, row);
  }

  // ---- other modules' events ----

  /**
   * Writes system messages inside the caller's transaction (an effect subscriber's); one per member and
   * source, however often the event comes. The members reached are told over `/live` after the commit.
   */
  async deliver(tx: Executor, messages: SystemMessage[]): Promise<number> {
    const now = this.deps.clock.now();
    const rows = await store.insertMessages(
      tx,
      messages.map((m) => ({ ...m, sender: 'system', createdAt: now })),
    );
    await this.announce(tx, rows);
    return rows.length;
  }

  private async announce(tx: Executor, rows: store.MessageRow[]): Promise<void> {
    const bySite = new Map<number, store.MessageRow[]>();
    for (const row of rows) bySite.set(row.siteId, [...(bySite.get(row.siteId) ?? []), row]);
    for (const [siteId, written] of bySite) {
      const ids = [...new Set(written.map((r) => r.memberId))];
      const counts = new Map<number, Map<string, number>>();
      for (const c of await store.unreadOfMembers(tx, ids)) {
        counts.set(c.memberId, (counts.get(c.memberId) ?? new Map()).set(c.tab, c.n));
      }
      const last = written.at(-1);
      await this.deps.outbox.add(tx, messageEvents.delivered, {
        siteId,
        members: ids.map((id) => ({ id, unread: unreadOf(counts.get(id) ?? new Map()) })),
        latest: last ? { id: last.id, tab: last.tab, title: last.title } : null,
      });
    }
  }

  // ---- the operator ----

  private checkText(title: string, body: string): { title: string; body: string } {
    const t = title.trim();
    const b = body.trim();
    if (t === '' || lengthOf(t) > TITLE_MAX) throw new DomainError('messageTitleInvalid');
    if (b === '' || lengthOf(b) > BODY_MAX) throw new DomainError('messageBodyInvalid');
    return { title: t, body: b };
  }

  /** A private letter to one member of the site, audited with it; the same request id is the same letter. */
  async letter(
    actor: OperatorActor,
    siteId: number,
    input: { memberId: number; title: string; body: string; requestId: string },
  ): Promise<{ id: number; memberId: number }> {
    const text = this.checkText(input.title, input.body);
    const sourceKey = `letter:${input.requestId}`;
    const id = await this.deps.db.transaction(async (tx) => {
      if (!(await this.deps.members.isMemberOf(siteId, input.memberId, tx)))
        throw new DomainError('messageMemberNotFound');
      const rows = await store.insertMessages(tx, [
        {
          siteId,
          memberId: input.memberId,
          tab: 'private',
          ...text,
          sourceKey,
          sender: actor.name,
          createdAt: this.deps.clock.now(),
        },
      ]);
      const written = rows[0];
      if (!written) {
        // A resend of the same request: the letter exists already.
        const existing = await store.bySource(tx, input.memberId, sourceKey);
        return existing?.id ?? 0;
      }
      await insertAudit(tx, {
        actor: actor.name,
        action: 'message.letter',
        detail: { memberId: input.memberId, messageId: written.id, title: text.title },
      });
      await this.announce(tx, rows);
      return written.id;
    });
    this.deps.outbox.kick();
    return { id, memberId: input.memberId };
  }

  private batchView(row: store.BatchRow): MessageBatchView {
    return {
      id: row.id,
      tab: row.tab as MessageTab,
      title: row.title,
      segment: row.segment as MessageSegment,
      state: row.state as MessageBatchView['state'],
      delivered: row.delivered,
      createdBy: row.createdBy,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
    };
  }

  /** Records a notice batch for the job to fan out; the request itself writes no member's message. */
  async batch(
    actor: OperatorActor,
    siteId: number,
    input: { tab: MessageTab; title: string; body: string; segment: MessageSegment; requestId: string },
  ): Promise<MessageBatchView> {
    const text = this.checkText(input.title, input.body);
    const segment: MessageSegment =
      input.segment.kind === 'members'
        ? { kind: 'members', memberIds: [...new Set(input.segment.memberIds)].sort((a, b) => a - b) }
        : input.segment;
    const row = await this.deps.db.transaction(async (tx) => {
      const row = await store.insertBatch(tx, {
        siteId,
        tab: input.tab,
        ...text,
        segment,
        createdBy: actor.name,
        requestId: input.requestId,
        createdAt: this.deps.clock.now(),
      });
      await insertAudit(tx, {
        actor: actor.name,
        action: 'message.batch',
        detail: { batchId: row.id, tab: row.tab, title: row.title, segment },
      });
      return row;
    });
    return this.batchView(row);
  }

  async batches(siteId: number, input: { page: number; pageSize: number }) {
    const [rows, total] = await Promise.all([
      store.batches(this.deps.db, siteId, input.pageSize, (input.page - 1) * input.pageSize),
      store.batchCount(this.deps.db, siteId),
    ]);
    return { list: rows.map((r) => this.batchView(r)), total };
  }

  /**
   * One chunk of the oldest open batch, in one transaction: the next members after the cursor get the
   * message (once each: the batch is the source key), the cursor moves, and the members are told.
   * A chunk that fails rolls back whole and is done again. Answers false when no batch is open.
   */
  async runChunk(): Promise<boolean> {
    const worked = await this.deps.db.transaction(async (tx) => {
      const batch = await store.lockOpenBatch(tx);
      if (!batch) return false;
      const segment = batch.segment as MessageSegment;
      const filter =
        segment.kind === 'vip'
          ? { minVipLevel: segment.minLevel }
          : segment.kind === 'members'
            ? { ids: segment.memberIds }
            : {};
      const ids = await this.deps.members.memberIdsAfter(tx, batch.siteId, filter, batch.cursor, this.deps.chunk);
      const now = this.deps.clock.now();
      if (ids.length === 0) {
        await store.updateBatch(tx, batch.id, { state: 'done', finishedAt: now });
        return true;
      }
      const rows = await store.insertMessages(
        tx,
        ids.map((memberId) => ({
          siteId: batch.siteId,
          memberId,
          tab: batch.tab,
          title: batch.title,
          body: batch.body,
          sourceKey: `batch:${batch.id}`,
          sender: batch.createdBy,
          batchId: batch.id,
          createdAt: now,
        })),
      );
      const last = ids.at(-1) ?? batch.cursor;
      const finished = ids.length < this.deps.chunk;
      await store.updateBatch(tx, batch.id, {
        cursor: last,
        delivered: batch.delivered + rows.length,
        state: finished ? 'done' : 'running',
        ...(finished ? { finishedAt: now } : {}),
      });
      await this.announce(tx, rows);
      return true;
    });
    if (worked) this.deps.outbox.kick();
    return worked;
  }

  /** The job's run: chunks until no batch is open or the run's time is up. Answers the chunks done. */
  async runBatches(): Promise<number> {
    const started = Date.now();
    let chunks = 0;
    while (Date.now() - started < RUN_BUDGET_MS && (await this.runChunk())) chunks += 1;
    return chunks;
  }
}
