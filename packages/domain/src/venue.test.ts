import { describe, expect, it } from 'vitest';
import { egameCode, isVenueOpenLoose, isVenueOpenStrict, sportsbookEntrance } from './venue';

describe('isVenueOpenStrict', () => {
  it.each([
    [{ status: 0 }, true],
    [{ status: 0, isDisplay: 1 }, true],
    [{ status: 1 }, false],
    [{ status: 2 }, false],
    [{ status: null }, false],
    [{}, false],
  ])('%j -> %s', (venue, expected) => {
    expect(isVenueOpenStrict(venue)).toBe(expected);
  });
});

describe('isVenueOpenLoose', () => {
  it.each([
    [{ status: 0, isDisplay: 0 }, true],
    [{ status: 2, isDisplay: 2 }, true],
    [{}, true],
    [{ status: 1, isDisplay: 0 }, false],
    [{ status: 0, isDisplay: 1 }, false],
    [{ status: 1, isDisplay: 1 }, false],
  ])('%j -> %s', (venue, expected) => {
    expect(isVenueOpenLoose(venue)).toBe(expected);
  });
});

describe('egameCode', () => {
  it.each([
    ['PGDZ', true, 'dz'],
    ['YBDZ', false, 'dz'],
    ['ybdz', false, 'dz'],
    ['YBBY', false, 'by'],
    ['ybxx', false, 'by'],
    ['Yb', false, 'by'],
    ['PGDZ', false, 'pg'],
    ['JDB', false, 'jd'],
    ['MG', false, 'mg'],
    ['A', false, 'a'],
    ['', false, ''],
  ])('%j (first venue: %s) -> %j', (key, isFirst, code) => {
    expect(egameCode(key, isFirst)).toBe(code);
  });
});

describe('sportsbookEntrance', () => {
  it('sends YB 体育 to the sports page and YB 电竞 to its esports tab, and nothing else', () => {
    expect(sportsbookEntrance('OBTY')).toBe('/app/sports');
    expect(sportsbookEntrance('OBDJ')).toBe('/app/sports?sport=esports');
    expect(sportsbookEntrance('PGDZ')).toBeNull();
  });
});
