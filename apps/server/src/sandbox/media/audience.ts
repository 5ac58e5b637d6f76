import { liveRooms } from '@courtside/contract';
import type { DemoAudience } from '../../modules/live';

const MINUTE_MS = 60_000;

const hash = (text: string): number => {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619) >>> 0;
  return h;
};

/**
 * The demo streams' simulated audience: a room on air draws a crowd that rises and falls over a few
 * minutes around its own size (its anchor's draw, its match's), an interrupted room keeps a third of
 * it, and the live matches' own streams have theirs. Followers are a standing number per anchor.
 * Deterministic in the room and the time, so every node shows the same figure. The live module adds
 * these to the real counts for members and shows them apart, labelled, to operators.
 */
export class SimulatedAudience implements DemoAudience {
  /** Room keys on air and the share of their crowd they hold (1 on air, 0.3 interrupted). */
  private onAir = new Map<string, number>();

  constructor(private readonly now: () => number) {}

  /** The rota says which rooms and match streams are on air (replacing what it said before). */
  setOnAir(rooms: readonly { roomId: number; status: string }[], liveMatchIds: readonly number[]): void {
    const next = new Map<string, number>();
    for (const { roomId, status } of rooms) {
      if (status === 'On1') next.set(liveRooms.anchorRoom(roomId), 1);
      if (status === 'On2') next.set(liveRooms.anchorRoom(roomId), 0.3);
    }
    for (const id of liveMatchIds) next.set(liveRooms.match(id), 1);
    this.onAir = next;
  }

  viewers(room: string): number {
    const share = this.onAir.get(room);
    if (!share) return 0;
    const h = hash(room);
    const anchor = room.startsWith('room:');
    const size = anchor ? 900 + (h % 5200) : 150 + (h % 1900);
    // A slow swell over about ten minutes and a small flicker every fifteen seconds.
    const t = this.now();
    const swell = Math.sin((2 * Math.PI * t) / (10 * MINUTE_MS) + (h % 628) / 100);
    const flicker = ((hash(`${room}|${Math.floor(t / 15_000)}`) % 1000) / 1000 - 0.5) * 0.06;
    return Math.max(1, Math.round(size * share * (1 + 0.15 * swell + flicker)));
  }

  followers(anchorId: number): number {
    return 2_000 + (hash(`anchor:${anchorId}`) % 88_000);
  }
}
