import { describe, expect, it } from 'vitest';
import { transferredInOf } from './launch';

describe('transferredInOf', () => {
  it('reads the amount the lobby handed over', () => {
    expect(transferredInOf({ transferredIn: '120.50' })).toBe('120.50');
  });

  it('reads anything else as no amount', () => {
    for (const state of [null, undefined, 'x', 3, {}, { transferredIn: 120.5 }, { other: '1' }]) {
      expect(transferredInOf(state)).toBeNull();
    }
  });
});
