import type { BaccaratResult } from './hand';

/** The bets on a baccarat table. */
export type BaccaratBetKind = 'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair';

/** Stakes in minor units per bet; a missing bet is no bet. */
export type BaccaratBets = Readonly<Partial<Record<BaccaratBetKind, bigint>>>;

/** How one bet settled. */
export interface BaccaratBetSettlement {
  readonly kind: BaccaratBetKind;
  readonly stakeMinor: bigint;
  readonly result: 'win' | 'lose' | 'push';
  /** Paid back to the member, stake included: 0 on a loss, the stake on a push. */
  readonly returnMinor: bigint;
  /** The house's 5% on a winning banker bet (stake minus the rounded-down 0.95 win); else 0. */
  readonly commissionMinor: bigint;
}

/** A hand's settlement for one member. */
export interface BaccaratSettlement {
  readonly bets: readonly BaccaratBetSettlement[];
  readonly stakeMinor: bigint;
  readonly returnMinor: bigint;
  readonly commissionMinor: bigint;
  /**
   * Turnover that counts for rebates and wagering requirements. Player and banker bets cancel
   * each other (only |player - banker| counts, since a hedge risks nothing); both count zero when
   * a tie pushes them; tie and pair bets count in full.
   */
  readonly validTurnoverMinor: bigint;
}

/** Winning pays as multiples of the stake (the stake comes back on top). Banker is 0.95 via commission. */
export const BACCARAT_PAYS = { player: 1n, tie: 8n, playerPair: 11n, bankerPair: 11n } as const;

const ORDER: readonly BaccaratBetKind[] = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'];

/** A banker win: 0.95 of the stake, rounded down to the minor unit (the house keeps the fraction). */
export function bankerWinMinor(stakeMinor: bigint): bigint {
  return (stakeMinor * 95n) / 100n;
}

function settleOne(kind: BaccaratBetKind, stake: bigint, hand: BaccaratResult): BaccaratBetSettlement {
  const lose = { kind, stakeMinor: stake, result: 'lose', returnMinor: 0n, commissionMinor: 0n } as const;
  const win = (paid: bigint, commission = 0n) =>
    ({ kind, stakeMinor: stake, result: 'win', returnMinor: stake + paid, commissionMinor: commission }) as const;
  switch (kind) {
    case 'player':
    case 'banker': {
      if (hand.outcome === 'tie') return { ...lose, result: 'push', returnMinor: stake };
      if (hand.outcome !== kind) return lose;
      if (kind === 'player') return win(stake * BACCARAT_PAYS.player);
      const paid = bankerWinMinor(stake);
      return win(paid, stake - paid);
    }
    case 'tie':
      return hand.outcome === 'tie' ? win(stake * BACCARAT_PAYS.tie) : lose;
    case 'playerPair':
      return hand.playerPair ? win(stake * BACCARAT_PAYS.playerPair) : lose;
    case 'bankerPair':
      return hand.bankerPair ? win(stake * BACCARAT_PAYS.bankerPair) : lose;
  }
}

/**
 * Settles one member's bets on a hand, in integer minor units. Throws a RangeError for a negative
 * stake or when no stake is above zero.
 */
export function settleBaccarat(hand: BaccaratResult, bets: BaccaratBets): BaccaratSettlement {
  const placed = ORDER.flatMap((kind) => {
    const stake = bets[kind];
    if (stake === undefined || stake === 0n) return [];
    if (stake < 0n) throw new RangeError(`negative stake on ${kind}`);
    return [settleOne(kind, stake, hand)];
  });
  if (placed.length === 0) throw new RangeError('no stake on the hand');
  const total = (pick: (bet: BaccaratBetSettlement) => bigint) => placed.reduce((sum, bet) => sum + pick(bet), 0n);
  const player = bets.player ?? 0n;
  const banker = bets.banker ?? 0n;
  const unhedged = hand.outcome === 'tie' ? 0n : player > banker ? player - banker : banker - player;
  const sideBets = (bets.tie ?? 0n) + (bets.playerPair ?? 0n) + (bets.bankerPair ?? 0n);
  return {
    bets: placed,
    stakeMinor: total((bet) => bet.stakeMinor),
    returnMinor: total((bet) => bet.returnMinor),
    commissionMinor: total((bet) => bet.commissionMinor),
    validTurnoverMinor: unhedged + sideBets,
  };
}
