import { SLOT_REELS, SLOT_ROWS, type SlotDefinition } from './types';

/**
 * A validated definition in numeric form: symbols are indices, pays a flat table. Both the
 * evaluator and the exact maths read this one form, so they cannot disagree about the rules.
 */
export interface CompiledSlot {
  readonly def: SlotDefinition;
  readonly symbolIds: readonly string[];
  readonly symbolCount: number;
  /** Index of the wild symbol, -1 when there is none. */
  readonly wild: number;
  /** Index of the scatter symbol, -1 when there is none. */
  readonly scatter: number;
  /** Indices of the regular symbols (neither wild nor scatter). */
  readonly regulars: readonly number[];
  readonly strips: readonly Int32Array[];
  /** pays[symbol * 6 + count] in bet units; zero for counts 0..2 and for the scatter. A line game's
   * wild may have pays: a run of wilds alone pays them. */
  readonly pays: Int32Array;
  readonly ways: boolean;
  /** Rows read per reel, line after line: lines[line * 5 + reel]. Empty for ways games. */
  readonly lines: Int32Array;
  readonly lineCount: number;
  readonly betUnits: number;
  /** Scatter pay in bet units by scatter count 0..5 (the total-bet multiple times betUnits). */
  readonly scatterUnits: Int32Array;
  /** Free spins awarded by scatter count 0..5. */
  readonly awards: Int32Array;
  readonly multiplier: number;
  readonly retrigger: boolean;
  /** Product of the reel lengths: the number of equally likely spins. */
  readonly combinations: number;
}

// Bounds keep every count in the exact maths below 2^53 and catch data-entry slips early.
const STRIP_LENGTH_MAX = 256;
const LINE_COUNT_MAX = 50;
const PAY_MAX = 1_000_000;
const FREE_SPINS_MAX = 1000;
const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const compiled = new WeakMap<SlotDefinition, CompiledSlot>();

/**
 * Validates a definition and returns its compiled form (cached per definition object). Throws a
 * RangeError naming the first problem; a definition that compiles can be evaluated and measured.
 */
export function compileSlot(def: SlotDefinition): CompiledSlot {
  const cached = compiled.get(def);
  if (cached) return cached;
  const result = build(def);
  compiled.set(def, result);
  return result;
}

function fail(def: SlotDefinition, problem: string): never {
  throw new RangeError(`slot ${def.id}: ${problem}`);
}

function isCount(value: number, max: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= max;
}

function build(def: SlotDefinition): CompiledSlot {
  if (!ID_PATTERN.test(def.id)) fail(def, 'id must be lower-case ascii words joined by dashes');
  if (def.name.trim() === '') fail(def, 'name is empty');
  const symbolIds = def.symbols.map((symbol) => symbol.id);
  const index = new Map(symbolIds.map((id, i) => [id, i]));
  if (index.size !== symbolIds.length) fail(def, 'symbol ids repeat');
  const roleIndex = (role: 'wild' | 'scatter'): number => {
    const found = def.symbols.flatMap((symbol, i) => (symbol.role === role ? [i] : []));
    if (found.length > 1) fail(def, `more than one ${role}`);
    return found[0] ?? -1;
  };
  const wild = roleIndex('wild');
  const scatter = roleIndex('scatter');
  const hasScatter = scatter >= 0;
  if (hasScatter !== (def.scatter !== undefined)) fail(def, 'a scatter symbol and scatter rules go together');

  if (def.reels.length !== SLOT_REELS) fail(def, `needs ${SLOT_REELS} reels`);
  const strips = def.reels.map((strip, reel) => {
    if (strip.length < SLOT_ROWS || strip.length > STRIP_LENGTH_MAX) {
      fail(def, `reel ${reel + 1} length must be ${SLOT_ROWS}..${STRIP_LENGTH_MAX}`);
    }
    return Int32Array.from(strip, (id) => index.get(id) ?? fail(def, `reel ${reel + 1} has unknown symbol ${id}`));
  });
  strips.forEach((strip, reel) => {
    // At most one scatter in any 3-row window, so the scatter count is 0..5 and its tables stay small.
    for (let stop = 0; stop < strip.length; stop++) {
      let seen = 0;
      for (let row = 0; row < SLOT_ROWS; row++) if (strip[(stop + row) % strip.length] === scatter) seen++;
      if (seen > 1) fail(def, `reel ${reel + 1} can show two scatters at stop ${stop}`);
    }
  });
  const combinations = strips.reduce((product, strip) => product * strip.length, 1);

  const pays = new Int32Array(symbolIds.length * 6);
  for (const [id, row] of Object.entries(def.pays)) {
    const symbol = index.get(id) ?? fail(def, `pays for unknown symbol ${id}`);
    if (symbol === scatter) fail(def, 'the scatter pays through scatter rules, not the paytable');
    if (!row.every((pay) => isCount(pay, PAY_MAX))) fail(def, `pays for ${id} must be integers 0..${PAY_MAX}`);
    if (row[0] > row[1] || row[1] > row[2]) fail(def, `pays for ${id} must not fall with more symbols`);
    row.forEach((pay, i) => {
      pays[symbol * 6 + 3 + i] = pay;
    });
  }
  for (const symbol of def.symbols) {
    if (symbol.role === 'regular' && def.pays[symbol.id] === undefined) fail(def, `no pays for ${symbol.id}`);
    if (symbol.name.trim() === '') fail(def, `symbol ${symbol.id} has no name`);
  }
  const regulars = def.symbols.flatMap((symbol, i) => (symbol.role === 'regular' ? [i] : []));

  const ways = def.evaluation.kind === 'ways';
  let lines = new Int32Array(0);
  if (def.evaluation.kind === 'lines') {
    const list = def.evaluation.lines;
    if (list.length < 1 || list.length > LINE_COUNT_MAX) fail(def, `needs 1..${LINE_COUNT_MAX} lines`);
    if (new Set(list.map((line) => line.join())).size !== list.length) fail(def, 'lines repeat');
    if (!list.every((line) => line.length === SLOT_REELS && line.every((row) => isCount(row, SLOT_ROWS - 1)))) {
      fail(def, `a line names one row 0..${SLOT_ROWS - 1} per reel`);
    }
    if (def.betUnits !== list.length) fail(def, 'a line game bets one unit per line');
    lines = Int32Array.from(list.flat());
  } else {
    if (!isCount(def.betUnits, 10_000) || def.betUnits < 1) fail(def, 'betUnits must be an integer 1..10000');
    // A wild on reel 1 would start a way for every symbol at once; ways games keep it off reel 1.
    if (wild >= 0 && strips[0]!.includes(wild)) fail(def, 'a ways game cannot have the wild on reel 1');
    if (wild >= 0 && def.pays[symbolIds[wild]!] !== undefined) fail(def, 'a ways game wild has no pays of its own');
  }

  const scatterUnits = new Int32Array(SLOT_REELS + 1);
  const awards = new Int32Array(SLOT_REELS + 1);
  const rules = def.scatter;
  if (rules) {
    if (!rules.pays.every((pay) => isCount(pay, PAY_MAX))) fail(def, 'scatter pays must be integers');
    if (!rules.freeSpins.every((spins) => isCount(spins, FREE_SPINS_MAX))) fail(def, 'free spins must be integers');
    if (!isCount(rules.freeSpinMultiplier, 100) || rules.freeSpinMultiplier < 1) fail(def, 'multiplier must be 1..100');
    for (let count = 3; count <= SLOT_REELS; count++) {
      scatterUnits[count] = rules.pays[count - 3]! * def.betUnits;
      awards[count] = rules.freeSpins[count - 3]!;
    }
  }

  return {
    def,
    symbolIds,
    symbolCount: symbolIds.length,
    wild,
    scatter,
    regulars,
    strips,
    pays,
    ways,
    lines,
    lineCount: lines.length / SLOT_REELS,
    betUnits: def.betUnits,
    scatterUnits,
    awards,
    multiplier: rules?.freeSpinMultiplier ?? 1,
    retrigger: rules?.retrigger ?? false,
    combinations,
  };
}
