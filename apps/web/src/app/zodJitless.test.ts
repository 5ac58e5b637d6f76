import './zodJitless';
import { describe, expect, it } from 'vitest';
import { config } from 'zod';

describe('zod under the CSP', () => {
  it('runs jitless from the first parse (the global zod reads is the one set)', () => {
    expect(config().jitless).toBe(true);
  });
});
