import type { BaccaratBetKind } from '@courtside/domain/casino';

/** A box as fractions of the table's width and height. */
export interface FractionRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Where each bet spot lies on the drawn table. The canvas paints the spots and the DOM lays its real
 * buttons over the same boxes, so a tap on a painted spot is a tap on an accessible button.
 */
export const BET_SPOTS: Record<BaccaratBetKind, FractionRect> = {
  playerPair: { x: 0.03, y: 0.61, w: 0.3, h: 0.15 },
  tie: { x: 0.35, y: 0.61, w: 0.3, h: 0.15 },
  bankerPair: { x: 0.67, y: 0.61, w: 0.3, h: 0.15 },
  player: { x: 0.03, y: 0.78, w: 0.46, h: 0.19 },
  banker: { x: 0.51, y: 0.78, w: 0.46, h: 0.19 },
};

export const BET_KINDS: readonly BaccaratBetKind[] = ['playerPair', 'tie', 'bankerPair', 'player', 'banker'];

export const BET_PAYS: Record<BaccaratBetKind, string> = {
  playerPair: '11',
  tie: '8',
  bankerPair: '11',
  player: '1',
  banker: '0.95',
};

/** The CSS box of a spot, for the button laid over it. */
export const spotStyle = (kind: BaccaratBetKind): Record<'left' | 'top' | 'width' | 'height', string> => {
  const r = BET_SPOTS[kind];
  const pct = (v: number) => `${(v * 100).toFixed(2)}%`;
  return { left: pct(r.x), top: pct(r.y), width: pct(r.w), height: pct(r.h) };
};

export type Side = 'player' | 'banker';

/** One card as the dealer gives it out: its side, its place in that side's hand, its code. */
export interface DealtCard {
  side: Side;
  index: number;
  code: string;
}

/**
 * The order a hand's cards leave the shoe: player, banker, player, banker, then the player's third
 * card before the banker's (the banker's draw depends on it).
 */
export const dealOrder = (player: readonly string[], banker: readonly string[]): DealtCard[] => {
  const order: DealtCard[] = [];
  for (let index = 0; index < Math.max(player.length, banker.length); index++) {
    const p = player[index];
    const b = banker[index];
    if (p !== undefined) order.push({ side: 'player', index, code: p });
    if (b !== undefined) order.push({ side: 'banker', index, code: b });
  }
  return order;
};

/** The spots a dealt hand pays (a push on player and banker after a tie pays neither). */
export const winningSpots = (hand: {
  outcome: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
}): BaccaratBetKind[] => [
  hand.outcome,
  ...(hand.playerPair ? (['playerPair'] as const) : []),
  ...(hand.bankerPair ? (['bankerPair'] as const) : []),
];
