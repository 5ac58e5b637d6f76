import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cidrHolds,
  countryOf,
  countryTableFromCsv,
  type GeoRule,
  geoParamProblem,
  geoVerdict,
  type IpAddress,
  LOCAL_BLOCKS,
  parseCidrList,
  parseCountryList,
  parseIp,
} from './geo';

const ip = (text: string): IpAddress => {
  const parsed = parseIp(text);
  if (!parsed) throw new Error(`not an address: ${text}`);
  return parsed;
};

describe('parseIp', () => {
  it('reads IPv4, IPv6, IPv4-mapped IPv6 and zone suffixes; refuses the rest', () => {
    expect(parseIp('8.8.8.8')).toEqual({ v: 4, n: 0x08080808 });
    expect(parseIp('255.255.255.255')).toEqual({ v: 4, n: 0xffffffff });
    expect(parseIp('::ffff:8.8.8.8')).toEqual({ v: 4, n: 0x08080808 });
    expect(parseIp('::1')).toEqual({ v: 6, words: [0, 0, 0, 1] });
    expect(parseIp('2001:db8::8:1')).toEqual({ v: 6, words: [0x20010db8, 0, 0, 0x00080001] });
    expect(parseIp('fe80::1%eth0')).toEqual({ v: 6, words: [0xfe800000, 0, 0, 1] });
    expect(parseIp('1:2:3:4:5:6:7:8')).toEqual({ v: 6, words: [0x00010002, 0x00030004, 0x00050006, 0x00070008] });
    expect(parseIp('::')).toEqual({ v: 6, words: [0, 0, 0, 0] });
    expect(parseIp('1::')).toEqual({ v: 6, words: [0x00010000, 0, 0, 0] });
    expect(parseIp('1:2:3:4:5:6:7::')).toEqual({ v: 6, words: [0x00010002, 0x00030004, 0x00050006, 0x00070000] });
    expect(parseIp('1:2:3:4:5:6:1.2.3.4')).toEqual({ v: 6, words: [0x00010002, 0x00030004, 0x00050006, 0x01020304] });
    expect(parseIp('ABCD::EF')).toEqual({ v: 6, words: [0xabcd0000, 0, 0, 0xef] });
    for (const bad of [
      ':1::',
      '1:',
      '1:::2',
      '1:2:3:4:5:6:7:8::',
      '::1.2.3',
      'g::1',
      '1:2:3:4:5:6:7',
      '',
      '1.2.3',
      '1.2.3.256',
      '01.2.3.4',
      '1.2.3.4.5',
      'a.b.c.d',
      '1::2::3',
      '12345::',
      ':::',
      '1:2:3:4:5:6:7:8:9',
      'host',
    ]) {
      expect(parseIp(bad), bad).toBeNull();
    }
  });
});

describe('country table', () => {
  // Ranges as the database has them: sorted by start, some nested in a wider one, equal starts in
  // either order.
  const v4 = [
    '16777216,16777471,AU', // 1.0.0.0/24
    '16777472,16778239,CN',
    '37405696,37406207,DE',
    '37405967,37405967,BE', // one address inside the DE block
    '37406208,37406719,FR',
    '50331648,50331903,US',
    '50331648,50331711,GB', // same start, narrower
    '',
  ].join('\n');
  const v6 = ['42540488320432167789079031612388147200,42540488320433376714898646241562853375,JP', ''].join('\n');
  const table = countryTableFromCsv(v4, v6);
  const at = (text: string) => countryOf(table, ip(text));

  it('finds the innermost range of an address, and no country outside every range', () => {
    expect(at('1.0.0.0')).toBe('AU');
    expect(at('1.0.0.255')).toBe('AU');
    expect(at('1.0.1.0')).toBe('CN');
    expect(at('1.0.4.0')).toBeNull();
    expect(at('2.58.197.14')).toBe('DE'); // 37405966
    expect(at('2.58.197.15')).toBe('BE'); // 37405967
    expect(at('2.58.197.16')).toBe('DE');
    expect(at('2.58.198.0')).toBe('FR');
    expect(at('3.0.0.63')).toBe('GB');
    expect(at('3.0.0.64')).toBe('US');
    expect(at('0.0.0.0')).toBeNull();
    expect(at('255.255.255.255')).toBeNull();
    expect(at('2001:2::1')).toBe('JP');
    expect(at('2001:2:0:ffff:ffff:ffff:ffff:ffff')).toBe('JP');
    expect(at('2001:2:1::')).toBeNull();
    expect(at('::1')).toBeNull();
  });

  it('refuses a malformed line and ranges out of order', () => {
    expect(() => countryTableFromCsv('1,2,cn\n', '')).toThrow(/line 1/);
    expect(() => countryTableFromCsv('1,2\n', '')).toThrow(/line 1/);
    expect(() => countryTableFromCsv('5,6,CN\n1,2,CN\n', '')).toThrow(/line 2 is out of order/);
    expect(() => countryTableFromCsv('5,4,CN\n', '')).toThrow(/out of range/);
    expect(() => countryTableFromCsv('1,4294967296,CN\n', '')).toThrow(/out of range/);
  });

  it('answers as a scan of the narrowest enclosing range would, for random nested ranges', () => {
    const nested = fc
      .array(
        fc.tuple(
          fc.integer({ min: 0, max: 2000 }),
          fc.integer({ min: 0, max: 300 }),
          fc.constantFrom('CN', 'US', 'HK'),
        ),
        {
          maxLength: 30,
        },
      )
      // Laminar ranges (nested or apart, never crossing), as registries' blocks are.
      .map((raw) => {
        const kept: [number, number, string][] = [];
        for (const [start, size, code] of raw) {
          const end = start + size;
          const crosses = kept.some(
            ([s, e]) => (s < start && start <= e && e < end) || (start < s && s <= end && end < e),
          );
          const same = kept.some(([s, e]) => s === start && e === end);
          if (!crosses && !same) kept.push([start, end, code]);
        }
        return kept.sort((a, b) => a[0] - b[0]);
      });
    fc.assert(
      fc.property(nested, fc.array(fc.integer({ min: 0, max: 2400 }), { maxLength: 40 }), (ranges, probes) => {
        const found = countryTableFromCsv(ranges.map((r) => r.join(',')).join('\n'), '');
        for (const n of probes) {
          const holding = ranges.filter(([s, e]) => s <= n && n <= e).sort((a, b) => a[1] - a[0] - (b[1] - b[0]));
          expect(countryOf(found, { v: 4, n })).toBe(holding[0]?.[2] ?? null);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('geo verdict', () => {
  const table = countryTableFromCsv('134744064,134744319,US\n1920102912,1920103167,CN\n', '');
  const locate = (a: IpAddress) => countryOf(table, a);
  const bypass = parseCidrList(`${LOCAL_BLOCKS}, 8.8.4.4`);
  if (!bypass.ok) throw new Error('bypass list');
  const rule = (overrides: Partial<GeoRule> = {}): GeoRule => ({
    allow: new Set(['CN', 'HK']),
    block: new Set(),
    bypass: bypass.list,
    failClosed: false,
    ...overrides,
  });

  it('lets the allow list in, keeps the rest out, and passes the bypass list whatever the country', () => {
    expect(geoVerdict(rule(), ip('114.114.114.1'), locate)).toEqual({
      allowed: true,
      reason: 'country',
      country: 'CN',
    });
    expect(geoVerdict(rule(), ip('8.8.8.8'), locate)).toEqual({ allowed: false, reason: 'notAllowed', country: 'US' });
    expect(geoVerdict(rule(), ip('8.8.4.4'), locate)).toMatchObject({ allowed: true, reason: 'bypass' });
    for (const local of ['127.0.0.1', '10.1.2.3', '172.31.0.1', '192.168.1.1', '::1', 'fd00::1', '::ffff:10.0.0.1']) {
      expect(geoVerdict(rule(), ip(local), locate).reason, local).toBe('bypass');
    }
    expect(geoVerdict(rule({ block: new Set(['CN']) }), ip('114.114.114.1'), locate)).toMatchObject({
      allowed: false,
      reason: 'blocked',
    });
    expect(geoVerdict(rule({ allow: new Set() }), ip('8.8.8.8'), locate).allowed).toBe(true);
  });

  it('lets an address in no country through only where the profile is fail-open', () => {
    expect(geoVerdict(rule(), ip('100.64.0.1'), locate)).toMatchObject({ allowed: true, reason: 'unknownOpen' });
    expect(geoVerdict(rule({ failClosed: true }), ip('100.64.0.1'), locate)).toMatchObject({
      allowed: false,
      reason: 'unknownClosed',
    });
    expect(geoVerdict(rule({ failClosed: true }), null, locate).allowed).toBe(false);
  });

  it('does not look the address up when the bypass list holds it', () => {
    let asked = 0;
    geoVerdict(rule(), ip('127.0.0.1'), () => {
      asked += 1;
      return null;
    });
    expect(asked).toBe(0);
  });
});

describe('site lists', () => {
  it('reads countries and blocks, naming the first bad entry', () => {
    expect(parseCountryList('CN, hk mo')).toEqual({ ok: true, set: new Set(['CN', 'HK', 'MO']) });
    expect(parseCountryList('')).toEqual({ ok: true, set: new Set() });
    expect(parseCountryList('CN, CHN')).toEqual({ ok: false, bad: 'CHN' });
    expect(parseCidrList('10.0.0.0/8 ::1')).toMatchObject({
      ok: true,
      list: [
        { v: 4, bits: 8 },
        { v: 6, bits: 128 },
      ],
    });
    const blocks = parseCidrList('2001:db8::/33, 10.1.0.0/16');
    if (!blocks.ok) throw new Error('blocks');
    const [v6Block, v4Block] = blocks.list;
    expect(cidrHolds(v6Block!, ip('2001:db8:7fff::1'))).toBe(true);
    expect(cidrHolds(v6Block!, ip('2001:db8:8000::1'))).toBe(false);
    expect(cidrHolds(v4Block!, ip('10.1.255.255'))).toBe(true);
    expect(cidrHolds(v4Block!, ip('10.2.0.0'))).toBe(false);
    expect(cidrHolds(v4Block!, ip('::ffff:10.1.0.1'))).toBe(true);
    expect(parseCidrList('10.0.0.0/33')).toEqual({ ok: false, bad: '10.0.0.0/33' });
    expect(parseCidrList('10.0.0.0/8/1')).toEqual({ ok: false, bad: '10.0.0.0/8/1' });
    expect(parseCidrList('example.com')).toEqual({ ok: false, bad: 'example.com' });
    expect(geoParamProblem('geo_allow_countries', 'CN, HK')).toBeNull();
    expect(geoParamProblem('geo_block_countries', 'US, USA')).toBe('USA');
    expect(geoParamProblem('geo_bypass_ips', '10.0.0.0/8, 300.1.1.1')).toBe('300.1.1.1');
    expect(geoParamProblem('jurisdiction', 'anything')).toBeNull();
  });
});
