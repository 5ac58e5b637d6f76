import { cardCode } from '../baccarat/cards';
import { type BaccaratBets, settleBaccarat } from '../baccarat/settle';
import { dealShoe } from '../baccarat/shoe';
import { evaluateSpin } from '../slots/evaluate';
import type { SlotDefinition } from '../slots/types';
import { seedCommitment } from './hmac-stream';
import { shuffleShoe } from './shoe-shuffle';
import { type FairSlotInput, fairSlotStops } from './slot-round';

/** One spin of a slot round: where the reels stopped, which nonce drew them, what it won. */
export interface PlayedSlotSpin {
  readonly stops: number[];
  readonly freeSpin: boolean;
  readonly nonce: number;
  readonly win: bigint;
}

/**
 * A paid slot round from its seeds: the paid spin and every free spin it leads to, each drawn with
 * its own nonce counting on from `fair.nonce`. The provider plays rounds with it, and a verifier
 * replays them with it, so both sides cannot disagree on the rules.
 */
export function playFairSlotRound(
  def: SlotDefinition,
  bet: bigint,
  fair: FairSlotInput,
): { spins: PlayedSlotSpin[]; win: bigint } {
  const lengths = def.reels.map((reel) => reel.length);
  const spins: PlayedSlotSpin[] = [];
  let nonce = fair.nonce;
  let freeLeft = 0;
  let win = 0n;
  const spin = (freeSpin: boolean) => {
    const stops = fairSlotStops({ serverSeed: fair.serverSeed, clientSeed: fair.clientSeed, nonce }, lengths);
    const result = evaluateSpin(def, stops, bet, { freeSpin });
    spins.push({ stops, freeSpin, nonce, win: result.totalWinMinor });
    nonce += 1;
    win += result.totalWinMinor;
    freeLeft += result.freeSpinsAwarded;
  };
  spin(false);
  while (freeLeft > 0) {
    freeLeft -= 1;
    spin(true);
  }
  return { spins, win };
}

/** A slot round as the provider published it once the server seed was revealed. */
export interface SlotRoundClaim {
  readonly serverSeed: string;
  /** The commitment shown before the round. */
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly bet: bigint;
  readonly win: bigint;
  readonly spins: readonly { readonly stops: readonly number[]; readonly freeSpin: boolean; readonly nonce: number }[];
}

/** What a check found: each part, and the round as recomputed (null when the inputs cannot be played). */
export interface SlotRoundCheck {
  readonly verified: boolean;
  readonly hashMatches: boolean;
  readonly spinsMatch: boolean;
  readonly winMatches: boolean;
  readonly replay: { spins: PlayedSlotSpin[]; win: bigint } | null;
}

/**
 * Replays a published slot round from its seeds and first nonce and checks it: the seed matches the
 * commitment, the replay draws the same spins (stops, free spins, nonces) and wins the same amount.
 * Any altered input (a seed, the hash, the nonce, a stop, the bet or the win) fails. Inputs that
 * cannot be played (a malformed seed, a bet the game cannot take) fail too, never throw.
 */
export function checkSlotRound(def: SlotDefinition, claim: SlotRoundClaim): SlotRoundCheck {
  let hashMatches = false;
  try {
    hashMatches = seedCommitment(claim.serverSeed) === claim.serverSeedHash;
  } catch {
    hashMatches = false;
  }
  const first = claim.spins[0];
  let replay: SlotRoundCheck['replay'] = null;
  try {
    if (first) {
      replay = playFairSlotRound(def, claim.bet, {
        serverSeed: claim.serverSeed,
        clientSeed: claim.clientSeed,
        nonce: first.nonce,
      });
    }
  } catch {
    replay = null;
  }
  const spinsMatch =
    replay !== null &&
    replay.spins.length === claim.spins.length &&
    replay.spins.every((spin, i) => {
      const shown = claim.spins[i];
      return (
        shown !== undefined &&
        shown.nonce === spin.nonce &&
        shown.freeSpin === spin.freeSpin &&
        shown.stops.length === spin.stops.length &&
        shown.stops.every((stop, reel) => stop === spin.stops[reel])
      );
    });
  const winMatches = replay !== null && replay.win === claim.win;
  return { verified: hashMatches && spinsMatch && winMatches, hashMatches, spinsMatch, winMatches, replay };
}

/** A baccarat bet as published once its shoe ended and the shoe seed was revealed. */
export interface ShoeHandClaim {
  readonly shoeSeed: string;
  /** The commitment shown before the shoe's first hand. */
  readonly shoeSeedHash: string;
  readonly decks: number;
  /** The hand's index in the shoe, from 0. */
  readonly hand: number;
  /** The cards shown, as card codes ('AS', 'TD'), in the order dealt. */
  readonly player: readonly string[];
  readonly banker: readonly string[];
  readonly bets: BaccaratBets;
  /** What the bets returned, stakes included. */
  readonly payout: bigint;
}

export interface ShoeHandCheck {
  readonly verified: boolean;
  readonly hashMatches: boolean;
  readonly cardsMatch: boolean;
  readonly payoutMatches: boolean;
  readonly replay: { player: string[]; banker: string[]; outcome: string; payout: bigint } | null;
}

/**
 * Reshuffles a shoe from its seed, deals it by the standard rules and checks one hand: the seed
 * matches the commitment, the hand's cards are the ones shown, and the bets settle to the payout.
 */
export function checkShoeHand(claim: ShoeHandClaim): ShoeHandCheck {
  let hashMatches = false;
  let replay: ShoeHandCheck['replay'] = null;
  try {
    hashMatches = seedCommitment(claim.shoeSeed) === claim.shoeSeedHash;
    const hand = dealShoe(shuffleShoe(claim.shoeSeed, claim.decks)).hands[claim.hand];
    if (hand) {
      replay = {
        player: hand.player.map(cardCode),
        banker: hand.banker.map(cardCode),
        outcome: hand.outcome,
        payout: settleBaccarat(hand, claim.bets).returnMinor,
      };
    }
  } catch {
    replay = null;
  }
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  const cardsMatch = replay !== null && same(replay.player, claim.player) && same(replay.banker, claim.banker);
  const payoutMatches = replay !== null && replay.payout === claim.payout;
  return { verified: hashMatches && cardsMatch && payoutMatches, hashMatches, cardsMatch, payoutMatches, replay };
}
