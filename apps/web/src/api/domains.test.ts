import { describe, expect, it } from 'vitest';
import { DomainRotator, normaliseDomain } from './domains';

describe('normaliseDomain', () => {
  it.each([
    ['https://a.example/', 'https://a.example'],
    ['a.example', 'https://a.example'],
    ['http://a.example:8080/path', 'http://a.example:8080'],
    ['  ', null],
    ['http://', null],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseDomain(input)).toBe(expected);
  });
});

describe('DomainRotator', () => {
  it('starts on its own origin and stays there without backup domains', () => {
    const rotator = new DomainRotator(2);
    expect(rotator.base()).toBe('');
    expect(rotator.recordFailure()).toBe(false);
    expect(rotator.recordFailure()).toBe(false);
    expect(rotator.base()).toBe('');
  });

  it('rotates after N consecutive failures and wraps round to the origin', () => {
    const rotator = new DomainRotator(2);
    rotator.setDomains(['b.example', 'c.example']);
    expect([rotator.recordFailure(), rotator.recordFailure()]).toEqual([false, true]);
    expect(rotator.base()).toBe('https://b.example');
    rotator.recordFailure();
    rotator.recordFailure();
    expect(rotator.base()).toBe('https://c.example');
    rotator.recordFailure();
    rotator.recordFailure();
    expect(rotator.base()).toBe('');
  });

  it('drops duplicates, junk and its own origin, and keeps the current base when the list changes', () => {
    const rotator = new DomainRotator(1, 'https://self.example');
    rotator.setDomains(['https://self.example', 'b.example', 'https://b.example/', '']);
    rotator.recordFailure();
    expect(rotator.base()).toBe('https://b.example');
    rotator.setDomains(['z.example', 'b.example']);
    expect(rotator.base()).toBe('https://b.example');
  });
});
