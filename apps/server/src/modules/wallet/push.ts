import { type BalancePush, liveEvents } from '@courtside/contract';
import { fromMinorUnits } from '@courtside/domain';
import type { LiveHub } from '../../platform/live';
import type { Ledger } from './ledger';

/** After every movement of a member's money, their own sockets get the centre wallet's balance. */
export const pushBalances = (live: LiveHub, ledger: Ledger, onError: (error: unknown) => void): void => {
  ledger.onMovement((notice) => {
    const centre = {
      siteId: notice.siteId,
      memberId: notice.memberId,
      kind: 'centre',
      venueCode: '',
      currency: notice.currency,
    };
    ledger
      .balanceOf(centre)
      .then((balance) => {
        const push: BalancePush = {
          currency: notice.currency,
          balance: fromMinorUnits(balance.balance),
          available: fromMinorUnits(balance.available),
          at: new Date().toISOString(),
        };
        live.toMember(notice.siteId, notice.memberId, liveEvents.balance, push);
      })
      .catch(onError);
  });
};
