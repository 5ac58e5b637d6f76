import { venueRoutes, walletRoutes } from '@courtside/contract';
import { toMinorUnits } from '@courtside/domain';
import type { RouteKit } from '../../platform/http';
import type { WalletService } from './service';

/** Wallet routes, and entering and leaving a venue (which moves money by auto-transfer); all the member's own. */
export const registerWalletRoutes = (http: RouteKit, wallet: WalletService): void => {
  const r = walletRoutes;
  http.memberCached(r.balances, (_i, member) => wallet.balances(member));
  for (const def of [r.transferInto, r.transferIntoVal]) {
    http.member(
      def,
      (input, member) => wallet.transfer(member, input.venueCode, 'in', toMinorUnits(input.amount), input.requestId),
      { geo: true },
    );
  }
  http.member(r.transferOutVal, (input, member) =>
    wallet.transfer(member, input.venueCode, 'out', toMinorUnits(input.amount), input.requestId),
  );
  http.member(r.oneClickIn, (input, member) => wallet.oneClickIn(member, input.venueCode, input.requestId), {
    geo: true,
  });
  http.member(r.oneClickRecovery, (input, member) => wallet.oneClickRecovery(member, input.requestId));
  http.member(r.oneClickConfirm, (input, member) => wallet.oneClickConfirm(member, input.requestId));
  http.member(r.walletTypeGet, (_i, member) => wallet.walletType(member));
  http.member(r.walletTypeSet, (input, member) => wallet.setWalletType(member, input.walletType));
  http.member(r.autoTransferGet, (_i, member) => wallet.autoTransfer(member));
  http.member(r.autoTransferSet, (input, member) => wallet.setAutoTransfer(member, input.enabled));
  http.member(r.dealRecords, (input, member) => wallet.dealRecords(member, input));

  const venue = http.tagged('venue');
  venue.member(venueRoutes.launch, (input, member) => wallet.enterVenue(member, input.venueCode, input.requestId), {
    geo: true,
  });
  venue.member(venueRoutes.leave, (input, member) => wallet.leaveVenue(member, input.venueCode, input.requestId));
};
