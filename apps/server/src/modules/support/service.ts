import {
  liveEvents,
  type SupportChat,
  type SupportConversation,
  type SupportMessage,
  type SupportPush,
  type SupportQueueItem,
} from '@courtside/contract';
import { insertAudit } from '../../platform/audit';
import type { AuthContext, OperatorActor } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import * as store from './store';

/** How many of the newest lines the member's chat shows at once. */
export const CHAT_MESSAGES_MAX = 100;

/** The system lines of a conversation, as the member reads them. */
const SYSTEM_LINES = {
  taken: (label: string) => (label ? `客服 ${label} 已接入，正在为您服务` : '客服已接入，正在为您服务'),
  closedByAgent: '本次会话已结束，感谢您的咨询。如需帮助，请再次发送消息。',
  closedByMember: '您已结束本次会话。如需帮助，请再次发送消息。',
} as const;

/** Where the member's pushes go out: the `/live` hub, once sockets are attached. */
export interface SupportFanout {
  toMember(siteId: number, memberId: number, event: string, payload: unknown): void;
}

export interface SupportDeps {
  db: Db;
  clock: Clock;
  /** Usernames of members (an id with no member is left out). */
  memberNames(memberIds: number[]): Promise<Map<number, string>>;
  fanout(): SupportFanout | null;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/**
 * What a member sees of an operator: the back-office username (the audit's `admin:<username>`), or
 * no name for the service token.
 */
const agentLabel = (agent: string): string => (agent.startsWith('admin:') ? agent.slice('admin:'.length) : '');

const messageOf = (row: store.MessageRow): SupportMessage => ({
  id: String(row.id),
  conversationId: row.conversationId,
  author: row.author as SupportMessage['author'],
  name: row.name,
  text: row.text,
  at: row.createdAt.toISOString(),
});

/**
 * Customer service inside the site: a member writes, which opens a waiting conversation (one open per
 * member); an operator takes it from the queue, replies and closes it. Every operator action is
 * audited in its own transaction; every change reaches the member's screens over `/live`.
 */
export class SupportService {
  constructor(private readonly deps: SupportDeps) {}

  private async view(db: Executor, row: store.ConversationRow): Promise<SupportConversation> {
    return {
      id: row.id,
      state: row.state as SupportConversation['state'],
      agentName: row.agent === null ? null : agentLabel(row.agent),
      openedAt: row.openedAt.toISOString(),
      takenAt: iso(row.takenAt),
      closedAt: iso(row.closedAt),
      queueAhead: row.state === 'waiting' ? await store.waitingBefore(db, row.siteId, row.openedAt, row.id) : null,
    };
  }

  private async push(row: store.ConversationRow, message: store.MessageRow | null): Promise<void> {
    const fanout = this.deps.fanout();
    if (!fanout) return;
    const payload: SupportPush = {
      conversation: await this.view(this.deps.db, row),
      message: message ? messageOf(message) : null,
    };
    fanout.toMember(row.siteId, row.memberId, liveEvents.support, payload);
  }

  // ---- the member ----

  /** The member's newest conversation (open, or the last closed) and its newest lines, oldest first. */
  async chat(member: AuthContext): Promise<SupportChat> {
    const row = await store.latestConversation(this.deps.db, member.siteId, member.memberId);
    if (!row) return { conversation: null, messages: [] };
    const lines = await store.messages(this.deps.db, row.id, { limit: CHAT_MESSAGES_MAX });
    return { conversation: await this.view(this.deps.db, row), messages: lines.reverse().map(messageOf) };
  }

  /**
   * A member's line. Without an open conversation it opens one, waiting in the queue. The same
   * request id again (a retry, a double tap) is the same line, written once.
   */
  async send(member: AuthContext, input: { text: string; requestId: string }): Promise<SupportMessage> {
    const now = this.deps.clock.now();
    const names = await this.deps.memberNames([member.memberId]);
    const name = names.get(member.memberId) ?? '';
    const { conversation, line } = await this.deps.db.transaction(async (tx) => {
      const open =
        (await store.lockOpenConversation(tx, member.siteId, member.memberId)) ??
        (await store.insertConversation(tx, { siteId: member.siteId, memberId: member.memberId, now })) ??
        // Another call opened it between the two statements; it is committed, so it can be locked now.
        (await store.lockOpenConversation(tx, member.siteId, member.memberId));
      if (!open) throw new Error('support: no open conversation after opening one');
      const line = await store.insertMessage(tx, {
        conversationId: open.id,
        author: 'member',
        name,
        text: input.text,
        requestId: input.requestId,
        createdAt: now,
      });
      const conversation = line.created ? await store.updateConversation(tx, open.id, { lastMessageAt: now }) : open;
      return { conversation, line };
    });
    if (line.created) await this.push(conversation, line.row);
    return messageOf(line.row);
  }

  /** The member ends their open conversation; with none open, nothing changes. */
  async closeByMember(member: AuthContext): Promise<SupportChat> {
    const closed = await this.deps.db.transaction(async (tx) => {
      const open = await store.lockOpenConversation(tx, member.siteId, member.memberId);
      if (!open) return null;
      return this.close(tx, open, 'member', SYSTEM_LINES.closedByMember);
    });
    if (closed) await this.push(closed.conversation, closed.line);
    return this.chat(member);
  }

  private async close(tx: Executor, open: store.ConversationRow, by: string, text: string) {
    const now = this.deps.clock.now();
    const conversation = await store.updateConversation(tx, open.id, {
      state: 'closed',
      closedAt: now,
      closedBy: by,
      lastMessageAt: now,
    });
    const { row: line } = await store.insertMessage(tx, {
      conversationId: open.id,
      author: 'system',
      name: '',
      text,
      requestId: null,
      createdAt: now,
    });
    return { conversation, line };
  }

  // ---- the operator ----

  async queue(
    actor: OperatorActor,
    siteId: number,
    input: { state: 'waiting' | 'active' | 'mine' | 'closed'; page: number; pageSize: number },
  ): Promise<{ list: SupportQueueItem[]; total: number }> {
    const filter: store.QueueFilter =
      input.state === 'mine' ? { states: ['active'], agent: actor.name } : { states: [input.state] };
    const { rows, total } = await store.queue(this.deps.db, siteId, filter, {
      offset: (input.page - 1) * input.pageSize,
      limit: input.pageSize,
    });
    const [names, last] = await Promise.all([
      this.deps.memberNames(rows.map((r) => r.memberId)),
      store.lastMessages(
        this.deps.db,
        rows.map((r) => r.id),
      ),
    ]);
    return {
      list: rows.map((r) => ({
        id: r.id,
        memberId: r.memberId,
        memberName: names.get(r.memberId) ?? '',
        state: r.state as SupportQueueItem['state'],
        agentName: r.agent === null ? null : agentLabel(r.agent),
        openedAt: r.openedAt.toISOString(),
        takenAt: iso(r.takenAt),
        closedAt: iso(r.closedAt),
        lastMessageAt: r.lastMessageAt.toISOString(),
        lastText: last.get(r.id)?.text ?? '',
      })),
      total,
    };
  }

  async messages(siteId: number, input: { conversationId: number; before?: string | undefined; limit: number }) {
    const row = await store.findConversation(this.deps.db, siteId, input.conversationId);
    if (!row) throw new DomainError('notFound', { msg: '会话不存在' });
    const lines = await store.messages(this.deps.db, row.id, {
      limit: input.limit,
      ...(input.before ? { before: Number(input.before) } : {}),
    });
    const oldest = lines.at(-1);
    return {
      conversation: await this.view(this.deps.db, row),
      list: lines.map(messageOf),
      nextCursor: lines.length === input.limit && oldest ? String(oldest.id) : null,
    };
  }

  /** Takes a waiting conversation; taking one this operator already holds answers it again. */
  async take(actor: OperatorActor, siteId: number, conversationId: number): Promise<SupportConversation> {
    const result = await this.deps.db.transaction(async (tx) => {
      const row = await store.lockConversation(tx, siteId, conversationId);
      if (!row) throw new DomainError('notFound', { msg: '会话不存在' });
      if (row.state === 'closed') throw new DomainError('supportClosed');
      if (row.state === 'active') {
        if (row.agent !== actor.name) throw new DomainError('supportTaken');
        return { conversation: row, line: null };
      }
      const now = this.deps.clock.now();
      const conversation = await store.updateConversation(tx, row.id, {
        state: 'active',
        agent: actor.name,
        takenAt: now,
        lastMessageAt: now,
      });
      const { row: line } = await store.insertMessage(tx, {
        conversationId: row.id,
        author: 'system',
        name: '',
        text: SYSTEM_LINES.taken(agentLabel(actor.name)),
        requestId: null,
        createdAt: now,
      });
      await insertAudit(tx, { actor: actor.name, action: 'support.take', detail: { siteId, conversationId } });
      return { conversation, line };
    });
    if (result.line) await this.push(result.conversation, result.line);
    return this.view(this.deps.db, result.conversation);
  }

  /** A reply, only from the operator who took the conversation; the same request id is the same line. */
  async reply(
    actor: OperatorActor,
    siteId: number,
    input: { conversationId: number; text: string; requestId: string },
  ): Promise<SupportMessage> {
    const result = await this.deps.db.transaction(async (tx) => {
      const row = await store.lockConversation(tx, siteId, input.conversationId);
      if (!row) throw new DomainError('notFound', { msg: '会话不存在' });
      if (row.state === 'closed') throw new DomainError('supportClosed');
      if (row.state === 'waiting') throw new DomainError('supportNotTaken');
      if (row.agent !== actor.name) throw new DomainError('supportTaken');
      const now = this.deps.clock.now();
      const line = await store.insertMessage(tx, {
        conversationId: row.id,
        author: 'agent',
        name: agentLabel(actor.name),
        text: input.text,
        requestId: input.requestId,
        createdAt: now,
      });
      if (!line.created) return { conversation: row, line };
      const conversation = await store.updateConversation(tx, row.id, { lastMessageAt: now });
      await insertAudit(tx, {
        actor: actor.name,
        action: 'support.reply',
        detail: { siteId, conversationId: row.id, messageId: line.row.id },
      });
      return { conversation, line };
    });
    if (result.line.created) await this.push(result.conversation, result.line.row);
    return messageOf(result.line.row);
  }

  /** Closes a waiting conversation or one this operator took. */
  async closeByOperator(actor: OperatorActor, siteId: number, conversationId: number): Promise<SupportConversation> {
    const result = await this.deps.db.transaction(async (tx) => {
      const row = await store.lockConversation(tx, siteId, conversationId);
      if (!row) throw new DomainError('notFound', { msg: '会话不存在' });
      if (row.state === 'closed') throw new DomainError('supportClosed');
      if (row.state === 'active' && row.agent !== actor.name) throw new DomainError('supportTaken');
      const closed = await this.close(tx, row, `operator:${actor.name}`, SYSTEM_LINES.closedByAgent);
      await insertAudit(tx, { actor: actor.name, action: 'support.close', detail: { siteId, conversationId } });
      return closed;
    });
    await this.push(result.conversation, result.line);
    return this.view(this.deps.db, result.conversation);
  }
}
