import { describe, expect, it } from 'vitest';
import { holdPlay } from '../../../shared/playHold';
import { autoplay } from './SlotGame';

/** Spins that answer the given wins on a ¥5.00 bet, then refuse (null) when they run out. */
const spins = (wins: string[]) => {
  let i = 0;
  return async () => (i < wins.length ? { bet: '5.00', win: wins[i++]! } : null);
};

describe('slot autoplay', () => {
  it('plays the count it was given and reports the net result', async () => {
    const left: number[] = [];
    const ended = await autoplay(
      3,
      null,
      spins(['0.00', '12.00', '0.00']),
      (l) => left.push(l),
      () => false,
    );
    expect(ended).toEqual({ net: -300n, done: 3, reason: 'count' });
    expect(left).toEqual([3, 2, 1]);
  });

  it('stops once the net loss reaches the stop-loss, not a spin later', async () => {
    // -5, -10, -15 (stop-loss ¥15 reached on the third), never the fourth.
    const ended = await autoplay(
      10,
      1_500n,
      spins(['0.00', '0.00', '0.00', '0.00']),
      () => {},
      () => false,
    );
    expect(ended).toEqual({ net: -1_500n, done: 3, reason: 'stopLoss' });
  });

  it('counts wins against the stop-loss, and stops when a spin is refused or the member stops it', async () => {
    const won = await autoplay(
      5,
      1_000n,
      spins(['0.00', '20.00', '0.00', '0.00']),
      () => {},
      () => false,
    );
    expect(won).toEqual({ net: 0n, done: 4, reason: 'refused' });
    let stop = false;
    const stopped = await autoplay(
      5,
      null,
      spins(['0.00', '0.00', '0.00']),
      (l) => {
        if (l === 3) stop = true;
      },
      () => stop,
    );
    expect(stopped.reason).toBe('stopped');
    expect(stopped.done).toBe(3);
  });

  it('starts no spin while a reality check holds play, and goes on once it is acknowledged', async () => {
    let spun = 0;
    const spinOnce = async () => {
      spun += 1;
      return { bet: '5.00', win: '0.00' };
    };
    holdPlay(true);
    const running = autoplay(
      3,
      null,
      spinOnce,
      () => {},
      () => false,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(spun).toBe(0);
    holdPlay(false);
    expect(await running).toEqual({ net: -1_500n, done: 3, reason: 'count' });
    expect(spun).toBe(3);
  });
});
