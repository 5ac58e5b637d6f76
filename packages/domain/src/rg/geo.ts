// The geo gate (issue 29): a client address mapped to a country through an offline table of address
// ranges, and a site's rule on that country. The table is built once from the range lists of
// `@ip-location-db/geo-whois-asn-country` (CC0) into typed arrays, so a lookup is a binary search
// with no allocation but the answer's code: a few hundred nanoseconds for 330,000 IPv4 and 216,000
// IPv6 ranges, where a Map or an array of objects would cost the heap ten times the data.

/** An address: IPv4 as an unsigned 32-bit number, IPv6 as its two 64-bit halves. */
export type IpAddress = { readonly v: 4; readonly n: number } | { readonly v: 6; readonly hi: bigint; readonly lo: bigint };

const IPV4_PART = /^(?:0|[1-9]\d{0,2})$/;
const HEXTET = /^[0-9a-fA-F]{1,4}$/;

const parseIpv4 = (text: string): number | null => {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let n = 0;
  for (const part of parts) {
    if (!IPV4_PART.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    n = n * 256 + octet;
  }
  return n;
};

/** The eight hextets of an IPv6 text (with `::` and a trailing dotted IPv4), or null. */
const hextetsOf = (text: string): number[] | null => {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string): number[] | null => {
    if (half === '') return [];
    const out: number[] = [];
    const parts = half.split(':');
    for (const [i, part] of parts.entries()) {
      if (i === parts.length - 1 && part.includes('.')) {
        const v4 = parseIpv4(part);
        if (v4 === null) return null;
        out.push(Math.floor(v4 / 65536), v4 % 65536);
      } else {
        if (!HEXTET.test(part)) return null;
        out.push(Number.parseInt(part, 16));
      }
    }
    return out;
  };
  const head = groups(halves[0] ?? '');
  const tail = halves.length === 2 ? groups(halves[1] ?? '') : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...new Array<number>(missing).fill(0), ...tail] : null;
};

const half = (a: number, b: number, c: number, d: number): bigint =>
  (BigInt(a * 65536 + b) << 32n) | BigInt(c * 65536 + d);

/**
 * An address as Fastify's `request.ip` gives it (IPv4, IPv6, an IPv4-mapped IPv6, a zone suffix), or
 * null for anything else. An IPv4-mapped IPv6 is its IPv4: a dual-stack socket reports IPv4 clients so.
 */
export function parseIp(text: string): IpAddress | null {
  const trimmed = text.trim();
  if (!trimmed.includes(':')) {
    const n = parseIpv4(trimmed);
    return n === null ? null : { v: 4, n };
  }
  const h = hextetsOf(trimmed.split('%')[0] ?? '');
  if (!h) return null;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, k = 0] = h;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) return { v: 4, n: g * 65536 + k };
  return { v: 6, hi: half(a, b, c, d), lo: half(e, f, g, k) };
}

/** The ranges, sorted by start and not overlapping; a range's country is an index into `codes`. */
export interface CountryTable {
  readonly codes: readonly string[];
  readonly v4Start: Uint32Array;
  readonly v4End: Uint32Array;
  readonly v4Code: Uint16Array;
  readonly v6StartHi: BigUint64Array;
  readonly v6StartLo: BigUint64Array;
  readonly v6EndHi: BigUint64Array;
  readonly v6EndLo: BigUint64Array;
  readonly v6Code: Uint16Array;
}

const COUNTRY_CODE = /^[A-Z]{2}$/;
const MASK64 = (1n << 64n) - 1n;

interface Range<T> {
  start: T;
  end: T;
  code: number;
}

/** Address arithmetic: IPv4 in numbers, IPv6 in bigints. */
interface Numbers<T> {
  parse(digits: string): T;
  max: T;
  next(x: T): T;
  previous(x: T): T;
}

const V4: Numbers<number> = { parse: Number, max: 0xffffffff, next: (x) => x + 1, previous: (x) => x - 1 };
const V6: Numbers<bigint> = { parse: BigInt, max: (1n << 128n) - 1n, next: (x) => x + 1n, previous: (x) => x - 1n };
const DIGITS = /^\d{1,39}$/;

/** The lines `start,end,CC` of a `*-num.csv` list (decimal address numbers), checked. */
const rangesOf = <T extends number | bigint>(
  csv: string,
  what: string,
  numbers: Numbers<T>,
  codeOf: (code: string) => number,
): Range<T>[] => {
  const ranges: Range<T>[] = [];
  let from = 0;
  for (let line = 1; from < csv.length; line++) {
    let to = csv.indexOf('\n', from);
    if (to < 0) to = csv.length;
    const text = csv.slice(from, to).trimEnd();
    from = to + 1;
    if (text === '') continue;
    const [start = '', end = '', code = ''] = text.split(',');
    if (!COUNTRY_CODE.test(code) || !DIGITS.test(start) || !DIGITS.test(end)) {
      throw new Error(`${what} line ${line} is not start,end,country: ${text.slice(0, 80)}`);
    }
    const range = { start: numbers.parse(start), end: numbers.parse(end), code: codeOf(code) };
    const previous = ranges.at(-1);
    if (range.end < range.start || range.end > numbers.max || (previous && range.start < previous.start)) {
      throw new Error(`${what} line ${line} is out of order or out of range`);
    }
    ranges.push(range);
  }
  return ranges;
};

/**
 * Ranges sorted by start, some nested in others (a registry's block with a smaller one of another
 * country inside), flattened into ranges that do not overlap, the innermost range winning where they
 * do. Equal starts are put widest first, so the narrower one nests in it.
 */
const flatten = <T extends number | bigint>(ranges: Range<T>[], numbers: Numbers<T>): Range<T>[] => {
  for (let i = 0; i < ranges.length; ) {
    let j = i + 1;
    while (j < ranges.length && ranges[j]?.start === ranges[i]?.start) j++;
    if (j - i > 1) {
      const run = ranges.slice(i, j).sort((a, b) => (a.end > b.end ? -1 : a.end < b.end ? 1 : 0));
      ranges.splice(i, run.length, ...run);
    }
    i = j;
  }
  const out: Range<T>[] = [];
  const open: Range<T>[] = [];
  let cursor: T | null = null;
  const emit = (range: Range<T>, upTo: T) => {
    if (cursor === null || cursor > upTo) return;
    out.push({ start: cursor, end: upTo, code: range.code });
    cursor = upTo < numbers.max ? numbers.next(upTo) : null;
  };
  for (const range of ranges) {
    for (let top = open.at(-1); top && top.end < range.start; top = open.at(-1)) {
      emit(top, top.end);
      open.pop();
    }
    const top = open.at(-1);
    if (top && range.start > top.start) emit(top, numbers.previous(range.start));
    cursor = range.start;
    open.push(range);
  }
  for (let top = open.pop(); top; top = open.pop()) emit(top, top.end);
  return out;
};

/**
 * The table from the two number lists of the database (`geo-whois-asn-country-ipv4-num.csv` and
 * `-ipv6-num.csv`). Throws on a malformed line or ranges out of order: a gate that silently looked up
 * the wrong country would be worse than a server that does not start.
 */
export function countryTableFromCsv(ipv4Csv: string, ipv6Csv: string): CountryTable {
  const codes: string[] = [];
  const index = new Map<string, number>();
  const codeOf = (code: string): number => {
    let i = index.get(code);
    if (i === undefined) {
      i = codes.length;
      codes.push(code);
      index.set(code, i);
    }
    return i;
  };

  const v4 = flatten(rangesOf(ipv4Csv, 'ipv4', V4, codeOf), V4);
  const v4Start = new Uint32Array(v4.length);
  const v4End = new Uint32Array(v4.length);
  const v4Code = new Uint16Array(v4.length);
  for (const [i, range] of v4.entries()) {
    v4Start[i] = range.start;
    v4End[i] = range.end;
    v4Code[i] = range.code;
  }

  const v6 = flatten(rangesOf(ipv6Csv, 'ipv6', V6, codeOf), V6);
  const v6StartHi = new BigUint64Array(v6.length);
  const v6StartLo = new BigUint64Array(v6.length);
  const v6EndHi = new BigUint64Array(v6.length);
  const v6EndLo = new BigUint64Array(v6.length);
  const v6Code = new Uint16Array(v6.length);
  for (const [i, range] of v6.entries()) {
    v6StartHi[i] = range.start >> 64n;
    v6StartLo[i] = range.start & MASK64;
    v6EndHi[i] = range.end >> 64n;
    v6EndLo[i] = range.end & MASK64;
    v6Code[i] = range.code;
  }
  return { codes, v4Start, v4End, v4Code, v6StartHi, v6StartLo, v6EndHi, v6EndLo, v6Code };
}

/** The last index whose start is at or before the address, or -1. */
const lastStartAtOrBefore = (count: number, startsAfter: (i: number) => boolean): number => {
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (startsAfter(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo - 1;
};

/** The country (ISO 3166 alpha-2) the table places the address in, or null when no range holds it. */
export function countryOf(table: CountryTable, ip: IpAddress): string | null {
  if (ip.v === 4) {
    const { n } = ip;
    const i = lastStartAtOrBefore(table.v4Start.length, (k) => (table.v4Start[k] ?? 0) > n);
    return i >= 0 && n <= (table.v4End[i] ?? -1) ? (table.codes[table.v4Code[i] ?? 0] ?? null) : null;
  }
  const { hi, lo } = ip;
  const i = lastStartAtOrBefore(table.v6StartHi.length, (k) => {
    const sHi = table.v6StartHi[k] ?? 0n;
    return sHi > hi || (sHi === hi && (table.v6StartLo[k] ?? 0n) > lo);
  });
  if (i < 0) return null;
  const eHi = table.v6EndHi[i] ?? 0n;
  const inside = hi < eHi || (hi === eHi && lo <= (table.v6EndLo[i] ?? 0n));
  return inside ? (table.codes[table.v6Code[i] ?? 0] ?? null) : null;
}

/** An address block; `bits` is the prefix length. */
export type Cidr = { readonly v: 4; readonly n: number; readonly bits: number } | {
  readonly v: 6;
  readonly hi: bigint;
  readonly lo: bigint;
  readonly bits: number;
};

/**
 * A comma- or space-separated list of addresses and blocks (`127.0.0.0/8, ::1, 10.1.2.3`), or the
 * first entry that is neither.
 */
export function parseCidrList(text: string): { ok: true; list: Cidr[] } | { ok: false; bad: string } {
  const list: Cidr[] = [];
  for (const entry of text.split(/[\s,]+/)) {
    if (entry === '') continue;
    const [address = '', prefix, extra] = entry.split('/');
    const ip = parseIp(address);
    const max = ip?.v === 4 ? 32 : 128;
    const bits = prefix === undefined ? max : /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
    if (!ip || extra !== undefined || bits < 0 || bits > max) return { ok: false, bad: entry };
    list.push({ ...ip, bits });
  }
  return { ok: true, list };
}

const v6Prefix = (value: bigint, bits: number): bigint =>
  bits <= 0 ? 0n : bits >= 64 ? value : value >> BigInt(64 - bits);

/** Whether a block holds the address (an IPv4 block never holds an IPv6 address, nor the reverse). */
export function cidrHolds(block: Cidr, ip: IpAddress): boolean {
  if (block.v === 4) {
    if (ip.v !== 4) return false;
    if (block.bits === 0) return true;
    const shift = 32 - block.bits;
    return Math.floor(block.n / 2 ** shift) === Math.floor(ip.n / 2 ** shift);
  }
  if (ip.v !== 6) return false;
  if (v6Prefix(block.hi, block.bits) !== v6Prefix(ip.hi, block.bits)) return false;
  return block.bits <= 64 || v6Prefix(block.lo, block.bits - 64) === v6Prefix(ip.lo, block.bits - 64);
}

/**
 * Loopback, private and link-local blocks: what a site's bypass list holds unless the operator says
 * otherwise, so a demo on one machine and the tests (which come from 127.0.0.1 or a 10.x address
 * behind the trusted loopback proxy) run. The database places none of them in a country.
 */
export const LOCAL_BLOCKS = '127.0.0.0/8, 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 169.254.0.0/16, ::1/128, fc00::/7, fe80::/10';

/** A site's geo rule: countries in upper-case alpha-2; an empty allow list allows every country. */
export interface GeoRule {
  readonly allow: ReadonlySet<string>;
  readonly block: ReadonlySet<string>;
  readonly bypass: readonly Cidr[];
  /** From the jurisdiction profile: whether an address no range holds is refused. */
  readonly failClosed: boolean;
}

export type GeoVerdict =
  | { readonly allowed: true; readonly reason: 'bypass' | 'country' | 'unknownOpen'; readonly country: string | null }
  | { readonly allowed: false; readonly reason: 'blocked' | 'notAllowed' | 'unknownClosed'; readonly country: string | null };

/** Whether the site's bypass list (operator test addresses, local blocks) holds the address. */
export function isBypassed(rule: GeoRule, ip: IpAddress): boolean {
  return rule.bypass.some((block) => cidrHolds(block, ip));
}

/**
 * The gate's answer for an address: the bypass list first (operator test addresses, local blocks),
 * then the block list, then the allow list; an address in no country (or one that does not parse)
 * passes only where the profile is fail-open. `locate` is asked only past the bypass list, so a
 * bypassed caller never needs the table.
 */
export function geoVerdict(
  rule: GeoRule,
  ip: IpAddress | null,
  locate: (ip: IpAddress) => string | null,
): GeoVerdict {
  if (ip && isBypassed(rule, ip)) return { allowed: true, reason: 'bypass', country: null };
  const country = ip ? locate(ip) : null;
  if (country === null) {
    return rule.failClosed
      ? { allowed: false, reason: 'unknownClosed', country }
      : { allowed: true, reason: 'unknownOpen', country };
  }
  if (rule.block.has(country)) return { allowed: false, reason: 'blocked', country };
  if (rule.allow.size > 0 && !rule.allow.has(country)) return { allowed: false, reason: 'notAllowed', country };
  return { allowed: true, reason: 'country', country };
}

/**
 * A site parameter's country list (`CN, HK mo`) as upper-case codes, or the first entry that is not
 * a two-letter code.
 */
export function parseCountryList(text: string): { ok: true; set: Set<string> } | { ok: false; bad: string } {
  const set = new Set<string>();
  for (const entry of text.split(/[\s,]+/)) {
    if (entry === '') continue;
    const code = entry.toUpperCase();
    if (!COUNTRY_CODE.test(code)) return { ok: false, bad: entry };
    set.add(code);
  }
  return { ok: true, set };
}
