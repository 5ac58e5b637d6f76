import type { FeedService } from '../../modules/feed';
import type { LiveService } from '../../modules/live';

/** Rooms kept live, interrupted, and waiting for a kickoff, out of the demo's twenty. */
const LIVE_ROOMS = 14;
const INTERRUPTED_ROOMS = 2;

/**
 * The demo streamers' schedule: the operator's rota a real site would keep, played by the sandbox.
 * Rooms follow the best live matches (the top matches get two anchors, so cards show several
 * avatars), two rooms are briefly interrupted (On2), and the rest wait for their next match (On0).
 * Rooms whose match has ended move on at the next run. Only the rooms the rota holds move: a room an
 * operator switched, pointed at a match or created stays as the operator left it.
 */
export const scheduleDemoAnchors = async (live: LiveService, feed: FeedService): Promise<number> => {
  const rooms = await live.scheduledRooms();
  if (rooms.length === 0) return 0;
  const matches = await feed.liveMatches(undefined, LIVE_ROOMS);
  let changed = 0;
  for (const [i, room] of rooms.entries()) {
    const slot = i % 20;
    const match = matches.length > 0 ? matches[slot % Math.max(1, Math.min(matches.length, 10))] : undefined;
    const status = !match ? 'On0' : slot < LIVE_ROOMS ? 'On1' : slot < LIVE_ROOMS + INTERRUPTED_ROOMS ? 'On2' : 'On0';
    const matchId = match?.id ?? null;
    if (room.status === status && room.matchId === matchId) continue;
    if (await live.scheduleRoom(room.id, { status, matchId })) changed += 1;
  }
  return changed;
};
