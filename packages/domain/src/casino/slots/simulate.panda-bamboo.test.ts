import { describe, it } from 'vitest';
import { expectSimulationAgrees, expectWrongPaytableRejected, gamesOfEngine, ROUNDS } from './simulate.fixture';

describe('1,000,000 simulated rounds agree with the exact RTP within 5 standard errors: panda-bamboo engine', () => {
  it.each(gamesOfEngine('panda-bamboo').map((def) => [def.id, def.name, def] as const))(
    `%s %s over ${ROUNDS} rounds`,
    (_, __, def) => expectSimulationAgrees(def),
    60_000,
  );

  it('rejects the engine game played with a paytable a tenth too generous', () => {
    const [main] = gamesOfEngine('panda-bamboo');
    if (!main) throw new Error('no main game');
    expectWrongPaytableRejected(main);
  }, 60_000);
});
