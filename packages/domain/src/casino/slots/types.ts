// The shape of a slot game. A definition is plain data (it can be stored, listed in a catalogue and
// sent to the browser); compile.ts validates it and turns it into the numeric form the evaluator
// and the exact maths use.

/** Every game here is a 5-reel, 3-row grid. */
export const SLOT_REELS = 5;
/** Rows visible on each reel. */
export const SLOT_ROWS = 3;

/** What a symbol does: pays on lines/ways, substitutes (wild), or pays anywhere (scatter). */
export type SlotSymbolRole = 'regular' | 'wild' | 'scatter';

/** One symbol of a game: a stable id used in reel strips and paytables, and its zh-CN name. */
export interface SlotSymbol {
  readonly id: string;
  readonly name: string;
  readonly role: SlotSymbolRole;
}

/** Pays for 3, 4 and 5 of a kind, as integer multiples of the bet unit (see `betUnits`). */
export type SlotPays = readonly [three: number, four: number, five: number];

/**
 * How wins are read. 'lines': each line names the row (0 top .. 2 bottom) it reads on each reel,
 * wins run left to right from reel 1. 'ways': any symbol on adjacent reels from reel 1 (243 ways).
 */
export type SlotEvaluation =
  | { readonly kind: 'lines'; readonly lines: readonly (readonly number[])[] }
  | { readonly kind: 'ways' };

/** The scatter: pays anywhere and triggers free spins, both by the number of scatters in view. */
export interface SlotScatterRules {
  /** Pays for 3, 4, 5 scatters as integer multiples of the TOTAL bet. */
  readonly pays: readonly [three: number, four: number, five: number];
  /** Free spins awarded for 3, 4, 5 scatters. */
  readonly freeSpins: readonly [three: number, four: number, five: number];
  /** Integer multiplier applied to the whole win (lines or ways and scatter) of every free spin. */
  readonly freeSpinMultiplier: number;
  /**
   * Whether scatters during free spins award more free spins. When true the number of free spins
   * is unbounded in principle (finite with probability 1, since compile.ts requires the expected
   * award per spin to be below 1) and the exact maths sums it as a geometric series.
   */
  readonly retrigger: boolean;
}

/**
 * A slot game. Money is never in the definition: the total bet is split into `betUnits` equal
 * units and every line or way pay is an integer number of units, so a spin's win is an integer
 * number of units and, at a bet that is a multiple of `betUnits` minor units, an exact integer
 * amount of minor units with no rounding at all.
 */
export interface SlotDefinition {
  /** Stable catalogue id, lower-case ascii with dashes. */
  readonly id: string;
  /** zh-CN display name. */
  readonly name: string;
  readonly symbols: readonly SlotSymbol[];
  /** Five reel strips of symbol ids; the strip wraps around, so any position can be a stop. */
  readonly reels: readonly (readonly string[])[];
  readonly evaluation: SlotEvaluation;
  /** Units the total bet splits into: the line count for line games (a unit is the line bet). */
  readonly betUnits: number;
  /** Pays per symbol id for 3/4/5 of a kind, in bet units; the scatter has none. */
  readonly pays: Readonly<Record<string, SlotPays>>;
  /** Absent for a game without a scatter (and so without free spins). */
  readonly scatter?: SlotScatterRules;
}

/** Where each reel stopped: the index in its strip of the symbol shown on the top row. */
export type ReelStops = readonly number[];
