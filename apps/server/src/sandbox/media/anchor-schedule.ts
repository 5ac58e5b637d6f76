import type { MatchView, SportId } from '@courtside/contract';
import type { FeedService } from '../../modules/feed';
import type { LiveService } from '../../modules/live';
import type { SimulatedAudience } from './audience';

/** Rooms kept live, interrupted, and waiting for a kickoff, out of the demo's twenty. */
const LIVE_ROOMS = 14;
const INTERRUPTED_ROOMS = 2;
/** The live matches the rota chooses from (every one, in the demo's schedule). */
const LIVE_MATCHES = 60;
/** At most this many of a sport's live matches share its anchors, so the top ones get two. */
const MATCHES_PER_SPORT = 5;

/** A room the rota holds, with what its anchor is known for. */
export interface RotaRoom {
  id: number;
  status: string;
  matchId: number | null;
  sport: SportId | null;
  focus: string;
}

/**
 * The match a room casts: one of the sport its anchor is known for (any sport for an anchor known for
 * none), those of the competitions it focuses on first; the sport's anchors take its best matches in
 * turn, so the top matches get two. Null when no match of the sport is live: the anchor waits for one
 * rather than cast a sport it is not known for.
 */
export function matchForRoom(room: RotaRoom, turn: number, live: readonly MatchView[]): MatchView | null {
  const ofSport = live.filter((m) => room.sport === null || m.sport === room.sport);
  if (ofSport.length === 0) return null;
  const focused = room.focus ? ofSport.filter((m) => m.league.name.includes(room.focus)) : [];
  const pool = (focused.length > 0 ? focused : ofSport).slice(0, MATCHES_PER_SPORT);
  return pool[turn % pool.length] ?? null;
}

/**
 * The demo streamers' schedule: the operator's rota a real site would keep, played by the sandbox.
 * Each room casts a live match of its anchor's sport (the top matches get two anchors, so cards show
 * several avatars), two rooms are briefly interrupted (On2), and the rest wait for their next match
 * (On0). Rooms whose match has ended move on at the next run. Only the rooms the rota holds move: a
 * room an operator switched, pointed at a match or created stays as the operator left it.
 */
export const scheduleDemoAnchors = async (
  live: LiveService,
  feed: FeedService,
  audience?: SimulatedAudience,
): Promise<number> => {
  const rooms: RotaRoom[] = await live.scheduledRooms();
  const matches = await feed.liveMatches(undefined, LIVE_MATCHES);
  const onAir: { roomId: number; status: string }[] = [];
  // The demo's simulated crowd follows what is on air: the rota's rooms as it leaves them, and the
  // live matches' own streams.
  const tellAudience = () =>
    audience?.setOnAir(
      onAir,
      matches.map((m) => m.id),
    );
  if (rooms.length === 0) {
    tellAudience();
    return 0;
  }
  const turns = new Map<string, number>();
  let changed = 0;
  for (const [i, room] of rooms.entries()) {
    const slot = i % 20;
    const key = `${room.sport ?? 'any'}|${room.focus}`;
    const turn = turns.get(key) ?? 0;
    turns.set(key, turn + 1);
    const match = matchForRoom(room, turn, matches);
    const status = !match ? 'On0' : slot < LIVE_ROOMS ? 'On1' : slot < LIVE_ROOMS + INTERRUPTED_ROOMS ? 'On2' : 'On0';
    const matchId = match?.id ?? null;
    onAir.push({ roomId: room.id, status });
    if (room.status === status && room.matchId === matchId) continue;
    if (await live.scheduleRoom(room.id, { status, matchId })) changed += 1;
  }
  tellAudience();
  return changed;
};
