// Market specifiers, in the odds-feed form 'name=value' joined by '|' ('hcp=-0.25',
// 'quarter=3|total=55.5'). Lines are carried inside the code as integer quarters (line x 4) so that
// no comparison of a line ever depends on floating-point equality.

/** The specifier names markets use. */
export type SpecifierName = 'hcp' | 'total' | 'goalnr' | 'quarter' | 'map';

const SPECIFIER_TEXT_MAX = 100;
const NAME_PATTERN = /^[a-z]{1,20}$/;
const LINE_PATTERN = /^[+-]?\d{1,4}(\.\d{1,2})?$/;
const COUNT_PATTERN = /^[1-9]\d{0,3}$/;

/** Reads 'a=1|b=2' into a map; '' is no specifiers. Throws a RangeError on malformed text or repeats. */
export function parseSpecifier(text: string): ReadonlyMap<string, string> {
  if (text.length > SPECIFIER_TEXT_MAX) throw new RangeError(`specifier longer than ${SPECIFIER_TEXT_MAX}`);
  const entries = new Map<string, string>();
  if (text === '') return entries;
  for (const part of text.split('|')) {
    const [name, value, extra] = part.split('=');
    if (name === undefined || value === undefined || extra !== undefined || !NAME_PATTERN.test(name) || value === '') {
      throw new RangeError(`malformed specifier: ${text}`);
    }
    if (entries.has(name)) throw new RangeError(`repeated specifier ${name} in ${text}`);
    entries.set(name, value);
  }
  return entries;
}

/** Writes specifiers in the order given: [['quarter', 3], ['hcp', -2.5]] -> 'quarter=3|hcp=-2.5'. */
export function formatSpecifier(entries: readonly (readonly [SpecifierName, string | number])[]): string {
  return entries.map(([name, value]) => `${name}=${value}`).join('|');
}

/** A line's text ('-0.25', '2.5', '+1') as integer quarters (-1, 10, 4); throws unless a multiple of 0.25. */
export function parseLineQuarters(text: string): number {
  if (!LINE_PATTERN.test(text)) throw new RangeError(`not a line: ${text}`);
  const quarters = Number(text) * 4;
  if (!Number.isInteger(quarters)) throw new RangeError(`a line must be a multiple of 0.25, got ${text}`);
  // Normalise -0 so a line of '-0' reads and writes as '0'.
  return quarters === 0 ? 0 : quarters;
}

/** Integer quarters as line text: -1 -> '-0.25', 10 -> '2.5', 0 -> '0'. */
export function formatLineQuarters(quarters: number): string {
  if (!Number.isInteger(quarters)) throw new RangeError(`quarters must be an integer, got ${quarters}`);
  return String(quarters === 0 ? 0 : quarters / 4);
}

/** A positive count specifier ('goalnr=2', 'quarter=3', 'map=2') read as an integer. */
export function parseCount(text: string): number {
  if (!COUNT_PATTERN.test(text)) throw new RangeError(`not a positive count: ${text}`);
  return Number(text);
}

/** A numeric line (-0.25, 2.5) as integer quarters; throws unless a finite multiple of 0.25 within +-limit. */
export function lineToQuarters(line: number, limit = 1000): number {
  const quarters = line * 4;
  if (!Number.isInteger(quarters) || Math.abs(line) > limit) {
    throw new RangeError(`a line must be a multiple of 0.25 within +-${limit}, got ${line}`);
  }
  return quarters === 0 ? 0 : quarters;
}
