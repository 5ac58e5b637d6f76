import { LIVE_NAMESPACE, roomsMessage, sportsLiveEvents } from '@courtside/contract';
import { siteIdFallback } from '@courtside/domain';
import { RedisAdapter } from '@socket.io/redis-adapter';
import type { Namespace, Server } from 'socket.io';
import type { AuthGate } from './auth';
import { DomainError } from './errors';

/** The room of one member's own pushes (balance, orders); only their authenticated sockets join it. */
export const memberRoom = (siteId: number, memberId: number): string => `member:${siteId}:${memberId}`;
/** Every socket opened with one session, so the session's end can close them all, on every node. */
const sessionRoom = (sessionId: number): string => `session:${sessionId}`;
const isPublicRoom = (room: string) =>
  room.startsWith('match:') || room.startsWith('sport:') || room.startsWith('room:');
/** How many public rooms one socket may follow at once (a list page follows its sport and a few matches). */
const PUBLIC_ROOMS_MAX = 50;

/** What a signed-in socket carries in `socket.data`. */
interface SocketMember {
  member?: { siteId: number; memberId: number };
}

/**
 * The `/live` namespace as modules use it. A socket that brings a session token joins its member's
 * room; one without is a visitor (public pushes only). A bad or revoked token is refused with the code
 * its HTTP call would get, so the web app reacts the same way.
 */
export class LiveHub {
  readonly namespace: Namespace;

  constructor(io: Server, auth: AuthGate, defaultSiteId: number) {
    this.namespace = io.of(LIVE_NAMESPACE);
    this.namespace.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown }).token;
      if (token === undefined || token === null || token === '') {
        next();
        return;
      }
      const header = socket.handshake.headers['x-site-id'];
      const siteId = siteIdFallback(
        typeof header === 'string' && /^\d{1,9}$/.test(header) ? Number(header) : defaultSiteId,
      );
      auth
        .memberByToken(typeof token === 'string' ? token : null, siteId, socket.handshake.address)
        .then((member) => {
          // Kept on the socket so a room's audience can name its members, from any node (fetchSockets).
          (socket.data as SocketMember).member = { siteId: member.siteId, memberId: member.memberId };
          void socket.join([memberRoom(member.siteId, member.memberId), sessionRoom(member.sessionId)]);
          next();
        })
        .catch((error: unknown) => {
          const refusal = new Error(error instanceof DomainError ? error.message : 'unauthorized') as Error & {
            data?: unknown;
          };
          refusal.data = { code: error instanceof DomainError ? error.spec.code : 10401 };
          next(refusal);
        });
    });
    // Public rooms (a match, a sport's list) anyone may follow; the names are checked, never trusted.
    this.namespace.on('connection', (socket) => {
      socket.on(sportsLiveEvents.join, (raw: unknown) => {
        const parsed = roomsMessage.safeParse(raw);
        if (!parsed.success) return;
        const publicRooms = [...socket.rooms].filter(isPublicRoom);
        const fresh = [...new Set(parsed.data.rooms)].filter((r) => !socket.rooms.has(r));
        const rooms = fresh.slice(0, Math.max(0, PUBLIC_ROOMS_MAX - publicRooms.length));
        if (rooms.length === 0) return;
        void socket.join(rooms);
        this.tell(rooms, 1);
      });
      socket.on(sportsLiveEvents.leave, (raw: unknown) => {
        const parsed = roomsMessage.safeParse(raw);
        if (!parsed.success) return;
        const joined = [...new Set(parsed.data.rooms)].filter((r) => socket.rooms.has(r));
        for (const room of joined) void socket.leave(room);
        this.tell(joined, -1);
      });
      socket.on('disconnecting', () => this.tell([...socket.rooms].filter(isPublicRoom), -1));
    });
  }

  private readonly presence: ((room: string, delta: 1 | -1) => void)[] = [];

  /** Told whenever a socket of this node joins or leaves a public room (viewer counts). */
  onPresence(listener: (room: string, delta: 1 | -1) => void): void {
    this.presence.push(listener);
  }

  private tell(rooms: readonly string[], delta: 1 | -1): void {
    for (const room of rooms) for (const listener of this.presence) listener(room, delta);
  }

  /**
   * The signed-in members of a site following a public room, with how many sockets each has there.
   * Asked of every node through the adapter (with Redis, each node answers for its own sockets), so it
   * is the whole cluster's; visitors are counted by the viewer counts, not named here.
   */
  async membersIn(siteId: number, room: string): Promise<Map<number, number>> {
    const sockets = await this.namespace.in(room).fetchSockets();
    const members = new Map<number, number>();
    for (const socket of sockets) {
      const member = (socket.data as SocketMember).member;
      if (member?.siteId === siteId) members.set(member.memberId, (members.get(member.memberId) ?? 0) + 1);
    }
    return members;
  }

  /** Sends to this node's own sockets in a room (each node tells its own viewers the totals). */
  toLocalRoom(room: string, event: string, payload: unknown): void {
    this.namespace.local.to(room).emit(event, payload);
  }

  /** Sends to everybody following a public room (a match, a sport's list), on every node. */
  toRoom(room: string, event: string, payload: unknown): void {
    this.namespace.to(room).emit(event, payload);
  }

  /**
   * Whether a push to the member could reach one of their sockets. A node alone knows its own; with
   * an adapter that fans out across nodes it cannot tell without asking them all, so it says yes.
   */
  mayReachMember(siteId: number, memberId: number): boolean {
    return (
      this.namespace.adapter instanceof RedisAdapter || this.namespace.adapter.rooms.has(memberRoom(siteId, memberId))
    );
  }

  /** Sends to the member's own sockets, wherever they are connected. */
  toMember(siteId: number, memberId: number, event: string, payload: unknown): void {
    this.namespace.to(memberRoom(siteId, memberId)).emit(event, payload);
  }

  /** Closes every socket of an ended session (logout, password change, blockade), on every node. */
  endSession(sessionId: number): void {
    this.namespace.in(sessionRoom(sessionId)).disconnectSockets(true);
  }
}
