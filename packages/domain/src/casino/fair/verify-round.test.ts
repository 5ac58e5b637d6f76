import { describe, expect, it } from 'vitest';
import { cardCode } from '../baccarat/cards';
import { settleBaccarat } from '../baccarat/settle';
import { dealShoe } from '../baccarat/shoe';
import { CAISHEN_DAO } from '../slots/games';
import { findSlot } from '../slots/variants';
import { seedCommitment } from './hmac-stream';
import { shuffleShoe } from './shoe-shuffle';
import { checkShoeHand, checkSlotRound, type ShoeHandClaim, type SlotRoundClaim } from './verify-round';

const SERVER_SEED = 'a3'.repeat(32);
const OTHER_SEED = 'a4'.repeat(32);

describe('checkSlotRound', () => {
  // A round with free spins: the first nonce from 0 whose paid spin triggers them (found, not chosen).
  const round = (() => {
    for (let nonce = 0; ; nonce++) {
      const claim = claimAt(nonce);
      if (claim.spins.length > 1) return claim;
    }
  })();

  function claimAt(nonce: number): SlotRoundClaim {
    const replay = checkSlotRound(CAISHEN_DAO, {
      serverSeed: SERVER_SEED,
      serverSeedHash: '',
      clientSeed: 'member-seed',
      bet: 2000n,
      win: 0n,
      spins: [{ stops: [], freeSpin: false, nonce }],
    }).replay;
    if (!replay) throw new Error('unplayable');
    return {
      serverSeed: SERVER_SEED,
      serverSeedHash: seedCommitment(SERVER_SEED),
      clientSeed: 'member-seed',
      bet: 2000n,
      win: replay.win,
      spins: replay.spins.map(({ stops, freeSpin, nonce: n }) => ({ stops, freeSpin, nonce: n })),
    };
  }

  it('verifies a round with its free spins, and shows each part of the check', () => {
    expect(round.spins.filter((s) => s.freeSpin).length).toBeGreaterThan(0);
    expect(checkSlotRound(CAISHEN_DAO, round)).toMatchObject({
      verified: true,
      hashMatches: true,
      spinsMatch: true,
      winMatches: true,
    });
  });

  const first = () => round.spins[0] ?? { stops: [], freeSpin: false, nonce: 0 };
  it.each<[string, () => SlotRoundClaim, string]>([
    ['server seed', () => ({ ...round, serverSeed: OTHER_SEED }), 'hashMatches'],
    ['committed hash', () => ({ ...round, serverSeedHash: seedCommitment(OTHER_SEED) }), 'hashMatches'],
    [
      'server seed with its own hash',
      () => ({ ...round, serverSeed: OTHER_SEED, serverSeedHash: seedCommitment(OTHER_SEED) }),
      'spinsMatch',
    ],
    ['client seed', () => ({ ...round, clientSeed: 'member-seeD' }), 'spinsMatch'],
    ['nonce', () => ({ ...round, spins: round.spins.map((s) => ({ ...s, nonce: s.nonce + 1 })) }), 'spinsMatch'],
    [
      'a stop',
      () => ({
        ...round,
        spins: [{ ...first(), stops: first().stops.map((x, i) => (i === 2 ? x + 1 : x)) }, ...round.spins.slice(1)],
      }),
      'spinsMatch',
    ],
    ['a free spin left out', () => ({ ...round, spins: round.spins.slice(0, -1) }), 'spinsMatch'],
    ['the win', () => ({ ...round, win: round.win + 1n }), 'winMatches'],
    ['the bet', () => ({ ...round, bet: round.bet * 2n }), 'winMatches'],
    ['a malformed seed', () => ({ ...round, serverSeed: 'xyz' }), 'spinsMatch'],
  ])('fails when the %s is altered', (_, altered, part) => {
    const check = checkSlotRound(CAISHEN_DAO, altered());
    expect(check.verified).toBe(false);
    expect(check[part as 'hashMatches' | 'spinsMatch' | 'winMatches']).toBe(false);
  });

  it('fails for another game with the same seeds', () => {
    const other = findSlot('fa-fa-fa');
    if (!other) throw new Error('no game');
    expect(checkSlotRound(other, round).verified).toBe(false);
  });
});

describe('checkShoeHand', () => {
  const hands = dealShoe(shuffleShoe(SERVER_SEED, 8)).hands;
  const index = 7;
  const hand = hands[index];
  if (!hand) throw new Error('short shoe');
  const bets = { player: 1000n, tie: 500n, bankerPair: 200n };
  const claim: ShoeHandClaim = {
    shoeSeed: SERVER_SEED,
    shoeSeedHash: seedCommitment(SERVER_SEED),
    decks: 8,
    hand: index,
    player: hand.player.map(cardCode),
    banker: hand.banker.map(cardCode),
    bets,
    payout: settleBaccarat(hand, bets).returnMinor,
  };

  it('verifies a dealt hand and its settlement', () => {
    expect(checkShoeHand(claim)).toMatchObject({ verified: true, hashMatches: true, cardsMatch: true });
  });

  it.each<[string, Partial<ShoeHandClaim>]>([
    ['shoe seed', { shoeSeed: OTHER_SEED }],
    ['committed hash', { shoeSeedHash: seedCommitment(OTHER_SEED) }],
    ['hand number', { hand: index + 1 }],
    ['cards', { player: [...claim.player].reverse(), banker: [...claim.banker].reverse() }],
    ['bets', { bets: { banker: 1000n } }],
    ['payout', { payout: claim.payout + 1n }],
    ['deck count', { decks: 6 }],
    ['hand past the shoe', { hand: 500 }],
  ])('fails when the %s is altered', (_, patch) => {
    expect(checkShoeHand({ ...claim, ...patch }).verified).toBe(false);
  });
});
