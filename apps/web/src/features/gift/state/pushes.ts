import type { GiftPushData } from '@courtside/contract';
import { create } from 'zustand';

/** One gift as the room shows it: who sent what, how many, in what run of repeats. */
export interface GiftPush {
  /** Unique per send (the send's record id): a push heard twice (own answer and room message) plays once. */
  id: string;
  nick: string;
  giftName: string;
  /** The animated artwork. */
  giftIconWeb: string;
  /** 2 plays full screen; 1 slides in at the left. */
  giftType: 1 | 2;
  count: number;
  combo: number;
}

/** At most this many small gifts on screen at once (lanes); more wait their turn. */
export const SMALL_LANES = 3;
/** Pushes waiting beyond this are dropped: a burst of gifts must not replay for minutes. */
const QUEUE_MAX = 30;
/** Ids remembered for de-duplication. */
const SEEN_MAX = 200;

interface GiftPushState {
  playing: GiftPush[];
  waiting: GiftPush[];
  seen: string[];
  play(push: GiftPush): void;
  done(id: string): void;
}

const fits = (playing: readonly GiftPush[], push: GiftPush): boolean =>
  push.giftType === 2
    ? !playing.some((p) => p.giftType === 2)
    : playing.filter((p) => p.giftType === 1).length < SMALL_LANES;

/** Moves waiting pushes onto the screen while there is room, in arrival order per kind. */
const admit = (playing: GiftPush[], waiting: GiftPush[]) => {
  const nowPlaying = [...playing];
  const stillWaiting: GiftPush[] = [];
  for (const push of waiting) {
    if (fits(nowPlaying, push)) nowPlaying.push(push);
    else stillWaiting.push(push);
  }
  return { playing: nowPlaying, waiting: stillWaiting };
};

/**
 * The gift animations of the room on screen. Anything that learns of a gift (this member's own
 * send, a gift push message from the chat) calls `playGiftPush`; the overlay plays them.
 */
export const useGiftPushes = create<GiftPushState>((set) => ({
  playing: [],
  waiting: [],
  seen: [],
  play: (push) =>
    set((state) => {
      if (state.seen.includes(push.id)) return state;
      const seen = [...state.seen, push.id].slice(-SEEN_MAX);
      return { seen, ...admit(state.playing, [...state.waiting, push].slice(-QUEUE_MAX)) };
    }),
  done: (id) =>
    set((state) =>
      admit(
        state.playing.filter((p) => p.id !== id),
        state.waiting,
      ),
    ),
}));

/** Plays a gift in the room's overlay (the chat module's gift push messages come in here). */
export const playGiftPush = (push: GiftPush): void => useGiftPushes.getState().play(push);

/**
 * A gift push message of the room's chat, played under the send's own id: the sender's screen played it
 * already from the send's answer, so there it plays once.
 */
export const playRoomGiftPush = (push: GiftPushData, nick: string | null): void =>
  playGiftPush({
    id: `gift:${push.recordId}`,
    nick: nick ?? '',
    giftName: push.giftName,
    giftIconWeb: push.giftIconWeb,
    giftType: push.giftType,
    count: push.count,
    combo: push.combo,
  });
