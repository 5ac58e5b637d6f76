import { sandboxGameRoutes } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { providerPaths } from './provider';

describe('sandbox provider paths', () => {
  it('are the contract routes', () => {
    expect(providerPaths).toEqual({
      session: sandboxGameRoutes.session.path,
      spin: sandboxGameRoutes.spin.path,
      table: sandboxGameRoutes.table.path,
      bet: sandboxGameRoutes.bet.path,
      verifyRound: sandboxGameRoutes.verifyRound.path,
      verifyShoe: sandboxGameRoutes.verifyShoe.path,
    });
  });
});
