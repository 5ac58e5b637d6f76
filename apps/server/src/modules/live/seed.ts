import type { Tx } from '../../platform/db';
import { anchorRooms, anchors, videoChannels } from './tables';

export interface AnchorRoomSeed {
  nick: string;
  /** The member account the anchor signs in with (and speaks in the room's chat as its anchor). */
  memberId: number | null;
  intro: string;
  level: number;
  /** The sport the anchor is known for (the rota casts only it), and a competition word it prefers. */
  sport?: 'football' | 'basketball' | 'esports' | null;
  focus?: string;
  logoSquare: string;
  room: {
    themeId: string;
    title: string;
    description: string;
    cover: string;
    anchorType: number;
    streamKey: string;
    flv: boolean;
  };
}

/**
 * A new site's demo anchors, each with one room (not started: the demo schedule puts them on matches).
 * Answers the rooms' ids, in the order of the seeds.
 */
export const seedAnchors = async (
  tx: Tx,
  siteId: number,
  seeds: { anchors: readonly AnchorRoomSeed[]; channels: readonly { channel: string; venueCode: string }[] },
): Promise<{ anchorId: number; roomId: number }[]> => {
  const made: { anchorId: number; roomId: number }[] = [];
  for (const seed of seeds.anchors) {
    const [anchor] = await tx
      .insert(anchors)
      .values({
        siteId,
        memberId: seed.memberId,
        nick: seed.nick,
        intro: seed.intro,
        level: seed.level,
        sport: seed.sport ?? null,
        focus: seed.focus ?? '',
        logoSquare: seed.logoSquare,
      })
      .returning({ id: anchors.id });
    const [room] = await tx
      .insert(anchorRooms)
      .values({
        siteId,
        anchorId: anchor!.id,
        themeId: seed.room.themeId,
        title: seed.room.title,
        description: seed.room.description,
        cover: seed.room.cover,
        anchorType: seed.room.anchorType,
        streamKey: seed.room.streamKey,
        flv: seed.room.flv ? 1 : 0,
      })
      .returning({ id: anchorRooms.id });
    made.push({ anchorId: anchor!.id, roomId: room!.id });
  }
  await tx.insert(videoChannels).values(seeds.channels.map((c) => ({ siteId, ...c })));
  return made;
};
