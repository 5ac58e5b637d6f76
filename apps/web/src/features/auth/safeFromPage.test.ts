import { describe, expect, it } from 'vitest';
import { safeFromPage } from './safeFromPage';

describe('fromPage', () => {
  it('follows same-site paths only', () => {
    expect(safeFromPage('/app/vip?tab=1')).toBe('/app/vip?tab=1');
    expect(safeFromPage('//evil.example/x')).toBeNull();
    expect(safeFromPage('https://evil.example')).toBeNull();
    expect(safeFromPage('/login?fromPage=/x')).toBeNull();
    expect(safeFromPage(null)).toBeNull();
  });
});
