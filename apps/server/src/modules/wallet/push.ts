import { type BalancePush, liveEvents } from '@courtside/contract';
import { fromMinorUnits } from '@courtside/domain';
import type { LiveHub } from '../../platform/live';
import type { Ledger, MovementNotice } from './ledger';

/**
 * After every movement of a member's money, their own sockets get the centre wallet's balance: the
 * one the movement returned when the centre was a side of it, read again only when it was not (a
 * venue's or a bet's movement). Nobody connected, nothing sent.
 */
export const pushBalances = (live: LiveHub, ledger: Ledger, onError: (error: unknown) => void): void => {
  const centreOf = async (notice: MovementNotice) =>
    notice.centre ??
    ledger.balanceOf({
      siteId: notice.siteId,
      memberId: notice.memberId,
      kind: 'centre',
      venueCode: '',
      currency: notice.currency,
    });
  ledger.onMovement((notice) => {
    if (!live.mayReachMember(notice.siteId, notice.memberId)) return;
    centreOf(notice)
      .then((centre) => {
        const push: BalancePush = {
          currency: notice.currency,
          balance: fromMinorUnits(centre.balance),
          available: fromMinorUnits(centre.available),
          at: new Date().toISOString(),
        };
        live.toMember(notice.siteId, notice.memberId, liveEvents.balance, push);
      })
      .catch(onError);
  });
};
