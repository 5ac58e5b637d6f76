import { afterEach, describe, expect, it } from 'vitest';
import { captureEntryCodes, DEVICE_ID_KEY, deviceId, randomUuid, readEntryCodes } from './entryCodes';

const at = (href: string) => ({ href }) as Location;

describe('entry codes', () => {
  afterEach(() => localStorage.clear());

  it('stores i_code and r_code from the entry URL in local storage', () => {
    expect(captureEntryCodes(at('https://site.example/app/home?i_code=INV42&r_code=R7&x=1'))).toEqual({
      inviteCode: 'INV42',
      recommendCode: 'R7',
    });
    expect(localStorage.getItem('i_code')).toBe('INV42');
    expect(localStorage.getItem('r_code')).toBe('R7');
  });

  it('keeps stored codes when the URL has none, and the newest link wins', () => {
    captureEntryCodes(at('https://site.example/?i_code=OLD&r_code=R1'));
    captureEntryCodes(at('https://site.example/app/help'));
    expect(readEntryCodes()).toEqual({ inviteCode: 'OLD', recommendCode: 'R1' });
    captureEntryCodes(at('https://site.example/?i_code=NEW&r_code='));
    expect(readEntryCodes()).toEqual({ inviteCode: 'NEW', recommendCode: 'R1' });
  });

  it('reads nothing when nothing was captured', () => {
    expect(readEntryCodes()).toEqual({ inviteCode: null, recommendCode: null });
  });
});

describe('device id', () => {
  afterEach(() => localStorage.clear());

  it('is a UUID made once and kept in local storage', () => {
    const id = deviceId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
    expect(deviceId()).toBe(id);
  });
});

describe('randomUuid', () => {
  it('makes v4 UUIDs even where crypto.randomUUID is missing (plain http)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 20 }, () => randomUuid()));
      expect(ids.size).toBe(20);
      for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
