import { randomUUID } from 'node:crypto';
import type { TestApp } from './harness';

/**
 * Plays `spins` rounds of a sandbox slot for money (the member's money must already be at the venue)
 * and pulls the provider's records into the game records, as the records job would.
 */
export const spinAndPull = async (app: TestApp, memberId: number, spins: number, bet: string, venueCode = 'PGDZ') => {
  const game = {
    siteId: 5000,
    memberId,
    currency: 'RMB' as const,
    venueCode,
    gameCode: 'caishen-dao',
    demo: null,
    expiresAt: Number.MAX_SAFE_INTEGER,
  };
  for (let i = 0; i < spins; i++) await app.services.sandboxGames.spin(game, randomUUID(), bet, 'c');
  const [name, adapter] = app.services.venues.pullable().find(([n]) => n === 'sandbox')!;
  await app.services.gameRecords.pullRange(name, adapter, new Date(Date.now() - 60_000), new Date(Date.now() + 1_000));
};
