import {
  CHAT_NAMESPACE,
  type ChatSendAck,
  chatEvents,
  chatRoomKey,
  chatRoomRequest,
  chatSendRequest,
  Errors,
} from '@courtside/contract';
import { siteIdFallback } from '@courtside/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Server, Socket } from 'socket.io';
import type { AuthContext, AuthGate } from '../../platform/auth';
import { DomainError } from '../../platform/errors';
import type { ChatFanout, ChatService } from './service';

/** The Socket.IO room of a chat room (its key is `m:<matchId>` or `a:<anchorRoomId>`). */
const socketRoom = (roomKey: string) => `chat:${roomKey}`;
/** How many chat rooms one socket may be in at once (a page shows one; a few for tabs left open). */
const ROOMS_PER_SOCKET = 5;

type Ack = (reply: ChatSendAck) => void;

/**
 * The `/chat` namespace. Anyone may join a room and read; sending needs a member's session token,
 * checked again at every send, so a socket of a session that has since ended cannot speak. A send
 * goes through the same service as the HTTP call, so the rules are the same on both paths.
 */
export class ChatHub implements ChatFanout {
  readonly namespace: Namespace;

  constructor(
    io: Server,
    private readonly auth: AuthGate,
    private readonly defaultSiteId: number,
    private readonly chat: ChatService,
    private readonly log: FastifyBaseLogger,
  ) {
    this.namespace = io.of(CHAT_NAMESPACE);
    this.namespace.use((socket, next) => {
      const token = this.tokenOf(socket);
      if (!token) {
        next();
        return;
      }
      this.memberOf(socket, token)
        .then(() => next())
        .catch((error: unknown) => {
          const refusal = new Error(error instanceof DomainError ? error.message : 'unauthorized') as Error & {
            data?: unknown;
          };
          refusal.data = { code: error instanceof DomainError ? error.spec.code : Errors.notLoggedIn.code };
          next(refusal);
        });
    });
    this.namespace.on('connection', (socket) => this.connected(socket));
  }

  private tokenOf(socket: Socket): string | null {
    const token = (socket.handshake.auth as { token?: unknown }).token;
    return typeof token === 'string' && token !== '' ? token : null;
  }

  private siteOf(socket: Socket): number {
    const header = socket.handshake.headers['x-site-id'];
    return siteIdFallback(typeof header === 'string' && /^\d{1,9}$/.test(header) ? Number(header) : this.defaultSiteId);
  }

  private memberOf(socket: Socket, token: string): Promise<AuthContext> {
    return this.auth.memberByToken(token, this.siteOf(socket), socket.handshake.address);
  }

  private connected(socket: Socket): void {
    socket.on(chatEvents.join, (raw: unknown, ack?: unknown) => {
      void this.join(socket, raw).then(
        (reply) => typeof ack === 'function' && ack(reply),
        (error: unknown) => typeof ack === 'function' && ack(this.refusal(error)),
      );
    });
    socket.on(chatEvents.leave, (raw: unknown) => {
      const parsed = chatRoomRequest.safeParse(raw);
      if (parsed.success) void socket.leave(socketRoom(chatRoomKey(parsed.data.room)));
    });
    socket.on(chatEvents.send, (raw: unknown, ack?: unknown) => {
      const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => {};
      void this.send(socket, raw).then(reply, (error: unknown) => reply(this.refusal(error)));
    });
  }

  private async join(socket: Socket, raw: unknown): Promise<ChatSendAck> {
    const parsed = chatRoomRequest.safeParse(raw);
    if (!parsed.success) throw new DomainError('invalidParameter');
    const { room } = parsed.data;
    const siteId = this.siteOf(socket);
    if (!(await this.chat.facts(siteId, room)).exists) throw new DomainError('notFound', { msg: '聊天室不存在' });
    const joined = [...socket.rooms].filter((r) => r.startsWith('chat:'));
    const target = socketRoom(chatRoomKey(room));
    if (!socket.rooms.has(target) && joined.length >= ROOMS_PER_SOCKET) await socket.leave(joined[0]!);
    await socket.join(target);
    const token = this.tokenOf(socket);
    if (token) {
      const member = await this.memberOf(socket, token);
      await this.chat.welcome(member, room);
    }
    return { code: 0, msg: 'success', data: null };
  }

  private async send(socket: Socket, raw: unknown): Promise<ChatSendAck> {
    const token = this.tokenOf(socket);
    if (!token) throw new DomainError('notLoggedIn');
    const member = await this.memberOf(socket, token);
    const parsed = chatSendRequest.safeParse(raw);
    if (!parsed.success)
      throw new DomainError('invalidParameter', { msg: parsed.error.issues[0]?.message ?? '参数错误' });
    return { code: 0, msg: 'success', data: await this.chat.send(member, parsed.data) };
  }

  private refusal(error: unknown): ChatSendAck {
    if (error instanceof DomainError) return { code: error.spec.code, msg: error.message, data: null };
    this.log.error({ err: error }, 'chat socket call failed');
    return { code: Errors.internal.code, msg: Errors.internal.msg, data: null };
  }

  toRoom(roomKey: string, event: string, payload: unknown): void {
    this.namespace.to(socketRoom(roomKey)).emit(event, payload);
  }
}
