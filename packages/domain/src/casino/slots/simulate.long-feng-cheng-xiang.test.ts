import { describe, it } from 'vitest';
import { expectSimulationAgrees, expectWrongPaytableRejected, gamesOfEngine, ROUNDS } from './simulate.fixture';

describe('1,000,000 simulated rounds agree with the exact RTP within 5 standard errors: long-feng-cheng-xiang engine', () => {
  it.each(gamesOfEngine('long-feng-cheng-xiang').map((def) => [def.id, def.name, def] as const))(
    `%s %s over ${ROUNDS} rounds`,
    (_, __, def) => expectSimulationAgrees(def),
    60_000,
  );

  it('rejects the engine game played with a paytable a tenth too generous', () => {
    const [main] = gamesOfEngine('long-feng-cheng-xiang');
    if (!main) throw new Error('no main game');
    expectWrongPaytableRejected(main);
  }, 60_000);
});
