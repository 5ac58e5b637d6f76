import { routes } from '@courtside/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, Refusal, stubApiWith } from '../../../test/helpers';
import { singleBets } from './combos';
import { type Outcome, placeBets, shortfallOf } from './place';
import { clearSlip, setStake, togglePick, useSlip } from './store';

const outcome = (key: string, stake: bigint, shortfall?: bigint): Outcome => ({
  key,
  label: key,
  state: shortfall === undefined ? 'accepted' : 'failed',
  stake,
  ...(shortfall === undefined ? {} : { shortfall }),
});

describe('the top-up after a refusal for want of money', () => {
  it('moves the stakes of the refused bets less what the sports wallet holds now', () => {
    const outcomes = [outcome('1', 10_000n), outcome('2', 20_000n, 5_000n), outcome('3', 30_000n, 15_000n)];
    expect(shortfallOf(outcomes, '150.00')).toBe(35_000n);
    expect(shortfallOf(outcomes, '900.00')).toBe(0n);
  });

  it("takes the server's largest shortfall before the balance is read, and nothing when no bet was short", () => {
    expect(shortfallOf([outcome('2', 20_000n, 5_000n), outcome('3', 30_000n, 15_000n)], undefined)).toBe(15_000n);
    expect(shortfallOf([outcome('1', 10_000n)], '0.00')).toBe(0n);
  });
});

describe('a price that moved only inside the shown hundredth', () => {
  afterEach(() => {
    clearSlip();
    vi.unstubAllGlobals();
  });

  const slipWith = (odds: number) => {
    togglePick({
      marketId: 5,
      matchId: 50,
      outcome: 'home',
      odds,
      marketVersion: 1,
      open: true,
      live: true,
      matchLabel: 'A vs B',
      marketName: '全场独赢',
      outcomeName: '主胜',
    });
    setStake('5', '100');
    const { picks, stakes } = useSlip.getState();
    return singleBets(picks, stakes);
  };
  const refusal = (odds: number) =>
    new Refusal(10671, '赔率已变化，请确认新赔率后再投注', {
      legs: [{ marketId: 5, outcome: 'home', odds, marketVersion: 2 }],
    });
  const accepted = (body: unknown) => ({ id: 1, state: 'accepted', legs: (body as { legs: unknown }).legs });

  it('is placed again at the price now instead of showing 赔率已变化 with the same figure twice', async () => {
    let calls = 0;
    const fetch = stubApiWith({
      [routes.sportsbook.place.path]: (body: unknown) => (++calls === 1 ? refusal(1951) : accepted(body)),
    });
    const [outcome] = await placeBets(slipWith(1955), 'better');
    expect(outcome?.state).toBe('accepted');
    const sent = bodiesSentTo(fetch, routes.sportsbook.place) as { legs: { odds: number }[]; requestId: string }[];
    expect(sent.map((b) => b.legs[0]?.odds)).toEqual([1955, 1951]);
    expect(new Set(sent.map((b) => b.requestId)).size).toBe(2);
  });

  it('is refused to the member when the change shows, and is sent only once', async () => {
    const fetch = stubApiWith({ [routes.sportsbook.place.path]: () => refusal(1940) });
    const [outcome] = await placeBets(slipWith(1955), 'better');
    expect(outcome?.state).toBe('failed');
    expect(bodiesSentTo(fetch, routes.sportsbook.place)).toHaveLength(1);
    expect(useSlip.getState().picks[0]).toMatchObject({ odds: 1940, acceptedOdds: 1955 });
  });

  it('asks once more at most, however often the unseen moves come', async () => {
    const fetch = stubApiWith({ [routes.sportsbook.place.path]: () => refusal(1951) });
    const [outcome] = await placeBets(slipWith(1955), 'better');
    expect(outcome?.state).toBe('failed');
    expect(bodiesSentTo(fetch, routes.sportsbook.place)).toHaveLength(2);
  });
});
