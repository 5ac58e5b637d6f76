// The geo gate (issue 29): a client address mapped to a country through an offline table of address
// ranges, and a site's rule on that country. The table is built once from the range lists of
// `@ip-location-db/geo-whois-asn-country` (CC0) into typed arrays, so a lookup is a binary search
// with no allocation but the answer's code: a few hundred nanoseconds for 330,000 IPv4 and 216,000
// IPv6 ranges, where a Map or an array of objects would cost the heap ten times the data.

/**
 * An address: IPv4 as an unsigned 32-bit number, IPv6 as four 32-bit words, most significant first
 * (numbers, not bigints: a lookup then compares without allocating).
 */
export type IpAddress =
  | { readonly v: 4; readonly n: number }
  | { readonly v: 6; readonly words: readonly [number, number, number, number] };

/** Dotted IPv4 to its number; a character loop, as the gate parses every gated call's address. */
const parseIpv4 = (text: string): number | null => {
  let n = 0;
  let octet = 0;
  let digits = 0;
  let dots = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 46) {
      if (digits === 0 || dots === 3) return null;
      n = n * 256 + octet;
      octet = 0;
      digits = 0;
      dots += 1;
    } else if (c >= 48 && c <= 57) {
      // No leading zeros: `010` is octal to some parsers and decimal to others.
      if (digits > 0 && octet === 0) return null;
      octet = octet * 10 + (c - 48);
      digits += 1;
      if (octet > 255) return null;
    } else {
      return null;
    }
  }
  return dots === 3 && digits > 0 ? n * 256 + octet : null;
};

const hexValue = (c: number): number =>
  c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : c >= 65 && c <= 70 ? c - 55 : -1;

/**
 * The eight hextets of an IPv6 text (with `::` and a trailing dotted IPv4), or null; a character
 * loop like the IPv4 one.
 */
const hextetsOf = (text: string): number[] | null => {
  const head: number[] = [];
  const tail: number[] = [];
  let groups = head;
  let doubled = false;
  let value = 0;
  let digits = 0;
  let groupStart = 0;
  let i = 0;
  if (text.startsWith('::')) {
    doubled = true;
    groups = tail;
    i = 2;
    groupStart = 2;
  }
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const h = hexValue(c);
    if (h >= 0) {
      if (digits === 4) return null;
      value = value * 16 + h;
      digits += 1;
    } else if (c === 58) {
      if (digits === 0) return null;
      groups.push(value);
      value = 0;
      digits = 0;
      if (text.charCodeAt(i + 1) === 58) {
        if (doubled) return null;
        doubled = true;
        groups = tail;
        i += 1;
      } else if (i + 1 === text.length) {
        return null;
      }
      groupStart = i + 1;
    } else if (c === 46) {
      const v4 = parseIpv4(text.slice(groupStart));
      if (v4 === null) return null;
      groups.push(Math.floor(v4 / 65536), v4 % 65536);
      digits = 0;
      i = text.length;
      break;
    } else {
      return null;
    }
  }
  if (digits > 0) groups.push(value);
  if (!doubled) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return null;
  for (let k = 0; k < missing; k++) head.push(0);
  for (const group of tail) head.push(group);
  return head;
};

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
  return { v: 6, words: [a * 65536 + b, c * 65536 + d, e * 65536 + f, g * 65536 + k] };
}

/** The ranges, sorted by start and not overlapping; a range's country is an index into `codes`. */
export interface CountryTable {
  readonly codes: readonly string[];
  readonly v4Start: Uint32Array;
  readonly v4End: Uint32Array;
  readonly v4Code: Uint16Array;
  /** Four words per range, most significant first. */
  readonly v6Start: Uint32Array;
  readonly v6End: Uint32Array;
  readonly v6Code: Uint16Array;
}

const COUNTRY_CODE = /^[A-Z]{2}$/;
const WORD = 0xffffffffn;

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
  const v6Start = new Uint32Array(v6.length * 4);
  const v6End = new Uint32Array(v6.length * 4);
  const v6Code = new Uint16Array(v6.length);
  for (const [i, range] of v6.entries()) {
    for (let w = 0; w < 4; w++) {
      const shift = BigInt(96 - 32 * w);
      v6Start[i * 4 + w] = Number((range.start >> shift) & WORD);
      v6End[i * 4 + w] = Number((range.end >> shift) & WORD);
    }
    v6Code[i] = range.code;
  }
  return { codes, v4Start, v4End, v4Code, v6Start, v6End, v6Code };
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
  const [w0, w1, w2, w3] = ip.words;
  const start = table.v6Start;
  let lo = 0;
  let hi = table.v6Code.length;
  // The last range starting at or before the address; the words compared in place, no closure.
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const k = mid * 4;
    const d = w0 - (start[k] ?? 0) || w1 - (start[k + 1] ?? 0) || w2 - (start[k + 2] ?? 0) || w3 - (start[k + 3] ?? 0);
    if (d < 0) hi = mid;
    else lo = mid + 1;
  }
  const i = lo - 1;
  if (i < 0) return null;
  const end = table.v6End;
  const k = i * 4;
  const d = w0 - (end[k] ?? 0) || w1 - (end[k + 1] ?? 0) || w2 - (end[k + 2] ?? 0) || w3 - (end[k + 3] ?? 0);
  return d <= 0 ? (table.codes[table.v6Code[i] ?? 0] ?? null) : null;
}

/** An address block; `bits` is the prefix length. */
export type Cidr = IpAddress & { readonly bits: number };

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

/** Whether two 32-bit words agree in their first `bits` bits (0 to 32). */
const samePrefix = (a: number, b: number, bits: number): boolean => {
  if (bits <= 0) return true;
  const shift = 2 ** (32 - Math.min(bits, 32));
  return Math.floor(a / shift) === Math.floor(b / shift);
};

/** Whether a block holds the address (an IPv4 block never holds an IPv6 address, nor the reverse). */
export function cidrHolds(block: Cidr, ip: IpAddress): boolean {
  if (block.v === 4) return ip.v === 4 && samePrefix(block.n, ip.n, block.bits);
  if (ip.v !== 6) return false;
  for (let w = 0; w < 4; w++) {
    if (!samePrefix(block.words[w] ?? 0, ip.words[w] ?? 0, block.bits - 32 * w)) return false;
  }
  return true;
}

/**
 * Loopback, private and link-local blocks: what a site's bypass list holds unless the operator says
 * otherwise, so a demo on one machine and the tests (which come from 127.0.0.1 or a 10.x address
 * behind the trusted loopback proxy) run. The database places none of them in a country.
 */
export const LOCAL_BLOCKS =
  '127.0.0.0/8, 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 169.254.0.0/16, ::1/128, fc00::/7, fe80::/10';

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
  | {
      readonly allowed: false;
      readonly reason: 'blocked' | 'notAllowed' | 'unknownClosed';
      readonly country: string | null;
    };

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
export function geoVerdict(rule: GeoRule, ip: IpAddress | null, locate: (ip: IpAddress) => string | null): GeoVerdict {
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

/** Site parameters of the geo gate: comma-separated country codes and address blocks. */
export const GEO_ALLOW_PARAM = 'geo_allow_countries';
export const GEO_BLOCK_PARAM = 'geo_block_countries';
export const GEO_BYPASS_PARAM = 'geo_bypass_ips';
/** Countries the site is not shown in at all (10502 on the first call, spec section 8). */
export const GEO_SITE_BLOCK_PARAM = 'geo_site_block_countries';
/** Countries shown an access notice before the site (10501, which the member may read past). */
export const GEO_CAVEAT_PARAM = 'geo_caveat_countries';

/**
 * What is wrong with a value an operator gives one of the geo gate's site parameters: the first
 * entry that is not a country code (the two lists) or an address or block (the bypass list); null
 * when it is fine or the parameter is not the gate's.
 */
export function geoParamProblem(keyCode: string, value: string): string | null {
  if (
    keyCode === GEO_ALLOW_PARAM ||
    keyCode === GEO_BLOCK_PARAM ||
    keyCode === GEO_SITE_BLOCK_PARAM ||
    keyCode === GEO_CAVEAT_PARAM
  ) {
    const parsed = parseCountryList(value);
    return parsed.ok ? null : parsed.bad;
  }
  if (keyCode === GEO_BYPASS_PARAM) {
    const parsed = parseCidrList(value);
    return parsed.ok ? null : parsed.bad;
  }
  return null;
}
