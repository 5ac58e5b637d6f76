// The market catalogue: stable keys, specifiers and outcome keys for every market the models price and
// the feed settles, with the zh-CN names members see. Keys never change once published: bets and
// settlements refer to them.

import type { SpecifierName } from './specifier';
import { formatLineQuarters, formatSpecifier, parseCount, parseLineQuarters, parseSpecifier } from './specifier';

/** Every market key, grouped by sport. */
export const MARKET_KEYS = [
  'fb.1x2',
  'fb.ah',
  'fb.ou',
  'fb.cs',
  'fb.btts',
  'fb.ht1x2',
  'fb.htou',
  'fb.nextgoal',
  'bk.ml',
  'bk.spread',
  'bk.total',
  'bk.q.ml',
  'bk.q.spread',
  'bk.q.total',
  'es.ml',
  'es.maphcp',
  'es.totalmaps',
  'es.mapwinner',
  'outright',
] as const;

/** A stable market key such as 'fb.ah'. */
export type MarketKey = (typeof MARKET_KEYS)[number];

/** The sport a market belongs to; outrights ('any') are priced per competition. */
export type MarketSport = 'football' | 'basketball' | 'esports' | 'any';

/** One outcome of a market: its stable key and zh-CN label. */
export interface OutcomeInfo {
  readonly key: string;
  readonly nameZh: string;
}

/** What the catalogue knows about a market. */
export interface MarketInfo {
  readonly key: MarketKey;
  readonly sport: MarketSport;
  /** zh-CN name; '{quarter}' and '{map}' are filled with Chinese numerals by `marketNameZh`. */
  readonly nameZh: string;
  /** The specifiers the market needs, in canonical order. */
  readonly specifiers: readonly SpecifierName[];
  /** The outcomes, or 'competitors' when they are the entrants of a competition (outrights). */
  readonly outcomes: readonly OutcomeInfo[] | 'competitors';
  /** Whether the result follows from the final score alone, so a same-match bet builder may use it. */
  readonly builder: boolean;
}

/** The largest score a correct-score outcome names; anything beyond is 'other'. */
export const CORRECT_SCORE_MAX = 4;

const RESULT_1X2: readonly OutcomeInfo[] = [
  { key: 'home', nameZh: '主胜' },
  { key: 'draw', nameZh: '和局' },
  { key: 'away', nameZh: '客胜' },
];
const SIDES: readonly OutcomeInfo[] = [
  { key: 'home', nameZh: '主队' },
  { key: 'away', nameZh: '客队' },
];
const OVER_UNDER: readonly OutcomeInfo[] = [
  { key: 'over', nameZh: '大' },
  { key: 'under', nameZh: '小' },
];

/** The correct-score outcome keys: '0-0' .. '4-4' in home-then-away order, then 'other'. */
export const CORRECT_SCORE_OUTCOMES: readonly string[] = [
  ...Array.from({ length: (CORRECT_SCORE_MAX + 1) ** 2 }, (_, i) => {
    return `${Math.floor(i / (CORRECT_SCORE_MAX + 1))}-${i % (CORRECT_SCORE_MAX + 1)}`;
  }),
  'other',
];

function info(
  key: MarketKey,
  sport: MarketSport,
  nameZh: string,
  specifiers: readonly SpecifierName[],
  outcomes: readonly OutcomeInfo[] | 'competitors',
  builder = false,
): MarketInfo {
  return { key, sport, nameZh, specifiers, outcomes, builder };
}

/** The catalogue of every market. */
export const MARKET_CATALOGUE: Readonly<Record<MarketKey, MarketInfo>> = {
  'fb.1x2': info('fb.1x2', 'football', '全场独赢', [], RESULT_1X2, true),
  'fb.ah': info('fb.ah', 'football', '全场让球', ['hcp'], SIDES, true),
  'fb.ou': info('fb.ou', 'football', '全场大小', ['total'], OVER_UNDER, true),
  'fb.cs': info(
    'fb.cs',
    'football',
    '波胆',
    [],
    CORRECT_SCORE_OUTCOMES.map((key) => ({ key, nameZh: key === 'other' ? '其他比分' : key })),
    true,
  ),
  'fb.btts': info(
    'fb.btts',
    'football',
    '双方进球',
    [],
    [
      { key: 'yes', nameZh: '是' },
      { key: 'no', nameZh: '否' },
    ],
    true,
  ),
  'fb.ht1x2': info('fb.ht1x2', 'football', '半场独赢', [], RESULT_1X2),
  'fb.htou': info('fb.htou', 'football', '半场大小', ['total'], OVER_UNDER),
  'fb.nextgoal': info(
    'fb.nextgoal',
    'football',
    '下一个进球',
    ['goalnr'],
    [
      { key: 'home', nameZh: '主队' },
      { key: 'none', nameZh: '无进球' },
      { key: 'away', nameZh: '客队' },
    ],
  ),
  'bk.ml': info('bk.ml', 'basketball', '独赢', [], SIDES, true),
  'bk.spread': info('bk.spread', 'basketball', '让分', ['hcp'], SIDES, true),
  'bk.total': info('bk.total', 'basketball', '总分', ['total'], OVER_UNDER, true),
  'bk.q.ml': info('bk.q.ml', 'basketball', '第{quarter}节独赢', ['quarter'], SIDES),
  'bk.q.spread': info('bk.q.spread', 'basketball', '第{quarter}节让分', ['quarter', 'hcp'], SIDES),
  'bk.q.total': info('bk.q.total', 'basketball', '第{quarter}节总分', ['quarter', 'total'], OVER_UNDER),
  'es.ml': info('es.ml', 'esports', '获胜者', [], SIDES),
  'es.maphcp': info('es.maphcp', 'esports', '地图让分', ['hcp'], SIDES),
  'es.totalmaps': info('es.totalmaps', 'esports', '总地图数', ['total'], OVER_UNDER),
  'es.mapwinner': info('es.mapwinner', 'esports', '第{map}局获胜者', ['map'], SIDES),
  outright: info('outright', 'any', '冠军', [], 'competitors'),
};

/** Whether a string is a known market key. */
export function isMarketKey(value: string): value is MarketKey {
  return Object.hasOwn(MARKET_CATALOGUE, value);
}

/** The outcome keys of a market with fixed outcomes; throws for outrights, whose outcomes are entrants. */
export function outcomeKeys(key: MarketKey): readonly string[] {
  const outcomes = MARKET_CATALOGUE[key].outcomes;
  if (outcomes === 'competitors') throw new RangeError(`${key} outcomes are the competition's entrants`);
  return outcomes.map((outcome) => outcome.key);
}

/** A market's specifier values; lines (hcp, total) in integer quarters (line x 4). */
export interface SpecifierValues {
  readonly hcp?: number;
  readonly total?: number;
  readonly goalnr?: number;
  readonly quarter?: number;
  readonly map?: number;
}

/**
 * Reads a market's specifier and checks it names exactly the specifiers the catalogue lists for the
 * key. Throws a RangeError otherwise.
 */
export function readSpecifier(key: MarketKey, specifier: string): SpecifierValues {
  const entries = parseSpecifier(specifier);
  const expected = MARKET_CATALOGUE[key].specifiers;
  if (entries.size !== expected.length || expected.some((name) => !entries.has(name))) {
    throw new RangeError(`${key} needs specifiers [${expected.join(', ')}], got '${specifier}'`);
  }
  const values: Record<string, number> = {};
  for (const name of expected) {
    const text = entries.get(name)!;
    values[name] = name === 'hcp' || name === 'total' ? parseLineQuarters(text) : parseCount(text);
  }
  return values;
}

/** The canonical specifier text for a market: lines given in quarters, names in catalogue order. */
export function marketSpecifier(key: MarketKey, values: SpecifierValues): string {
  const parts = MARKET_CATALOGUE[key].specifiers.map((name): [SpecifierName, string] => {
    const value = values[name];
    if (value === undefined) throw new RangeError(`${key} needs specifier ${name}`);
    return [name, name === 'hcp' || name === 'total' ? formatLineQuarters(value) : String(value)];
  });
  return formatSpecifier(parts);
}

const CHINESE_NUMERALS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** The zh-CN market name with its ordinal filled in: ('bk.q.ml', 'quarter=3') -> '第三节独赢'. */
export function marketNameZh(key: MarketKey, specifier: string): string {
  const values = readSpecifier(key, specifier);
  return MARKET_CATALOGUE[key].nameZh
    .replace('{quarter}', chineseNumeral(values.quarter))
    .replace('{map}', chineseNumeral(values.map));
}

/** The zh-CN label of an outcome; outright outcomes are entrants and labelled by the caller. */
export function outcomeNameZh(key: MarketKey, outcome: string): string {
  const outcomes = MARKET_CATALOGUE[key].outcomes;
  const found = outcomes === 'competitors' ? undefined : outcomes.find((o) => o.key === outcome);
  if (found === undefined) throw new RangeError(`${key} has no outcome ${outcome}`);
  return found.nameZh;
}

// Ordinals up to 9 read as numerals (第三节); larger ones (never used by these markets) stay as digits.
function chineseNumeral(value: number | undefined): string {
  if (value === undefined) return '';
  return CHINESE_NUMERALS[value] ?? String(value);
}
