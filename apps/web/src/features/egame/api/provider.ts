import type { BaccaratTableState, RoundProof, ShoeProof, SlotSpinReply } from '@courtside/contract';
import { transport } from '../../../api/client';

export type { BaccaratTableState, RoundProof, ShoeProof, SlotSpinReply };

/**
 * The sandbox provider's own API, which its game client calls with the launch token (the paths are
 * the contract's sandboxGameRoutes, held to it by provider.test.ts; the schemas stay out of the bundle).
 */
export const providerPaths = {
  session: '/sandbox/provider/v1/session',
  spin: '/sandbox/provider/v1/slot/spin',
  table: '/sandbox/provider/v1/baccarat/table',
  bet: '/sandbox/provider/v1/baccarat/bet',
  verifyRound: '/sandbox/provider/v1/verify/round',
  verifyShoe: '/sandbox/provider/v1/verify/shoe',
} as const;

export interface ProviderSession {
  demo: boolean;
  venueCode: string;
  gameCode: string;
  engine: 'slot' | 'baccarat';
  balance: string;
  serverSeedHash: string;
  /** Where the provider serves the slot's symbol pictures (`${art}/${id}.svg`); empty for a table. */
  art: string;
}

const post = <T>(path: string, body: object) => transport.send({ method: 'POST', path }, body) as Promise<T>;

export const provider = {
  session: (token: string) => post<ProviderSession>(providerPaths.session, { token }),
  spin: (body: { token: string; roundId: string; bet: string; clientSeed: string }) =>
    post<SlotSpinReply>(providerPaths.spin, body),
  table: (token: string) => post<BaccaratTableState>(providerPaths.table, { token }),
  bet: (body: { token: string; roundId: string; hand: number; bets: Record<string, string> }) =>
    post<BaccaratTableState>(providerPaths.bet, body),
  verifyRound: (roundId: string) => post<RoundProof>(providerPaths.verifyRound, { roundId }),
  verifyShoe: (body: { venueCode: string; tableCode: string; shoeNo: number }) =>
    post<ShoeProof>(providerPaths.verifyShoe, body),
};
