import type { ModuleParts, Platform } from '../../platform/module';
import type { AccountService, SessionService } from '../account';
import type { AddressService } from '../crypto';
import type { GiftService } from '../gift';
import type { LiveService } from '../live';
import type { MemberService } from '../member';
import type { CardService, DepositService, TicketDesk, WithdrawalService } from '../payment';
import type { CostReportService } from '../promo';
import type { SiteService } from '../site';
import type { TraderDesk } from '../sportsbook';
import type { GameRecords, VenueService } from '../venue';
import type { WalletService } from '../wallet';
import { AdminAuthService } from './auth';
import { FinanceDesk } from './finance';
import { operatorResolver } from './guard';
import { MemberFile } from './member360';
import { registerAdminRoutes } from './routes';
import { AdminService } from './service';

export type { AdminAuthService } from './auth';
export type { AdminService } from './service';

/**
 * The back office: operators and their roles, site and member administration, and finance's desk.
 * It teaches the platform how an operator is identified, so other modules' operator routes work.
 */
export const createAdminModule = async (
  platform: Platform,
  deps: {
    site: SiteService;
    account: AccountService;
    sessions: SessionService;
    member: MemberService;
    venues: VenueService;
    wallet: WalletService;
    addresses: AddressService;
    deposits: DepositService;
    withdrawals: WithdrawalService;
    tickets: TicketDesk;
    cards: CardService;
    records: GameRecords;
    costs: CostReportService;
    gifts: GiftService;
    trader: TraderDesk;
    live: LiveService;
  },
) => {
  const { db, clock, config } = platform;
  const adminAuth = new AdminAuthService({ db, clock, idleMinutes: config.ADMIN_IDLE_MINUTES });
  if (config.ADMIN_USER && config.ADMIN_PASSWORD) {
    await adminAuth.ensureBootstrapAdmin(config.ADMIN_USER, config.ADMIN_PASSWORD);
  }
  platform.auth.provideOperator(operatorResolver(adminAuth, config.ADMIN_TOKEN));
  const admin = new AdminService({ db, clock, outbox: platform.outbox, ...deps });
  const finance = new FinanceDesk({
    db,
    account: deps.account,
    deposits: deps.deposits,
    withdrawals: deps.withdrawals,
    tickets: deps.tickets,
  });
  const file = new MemberFile({
    db,
    clock,
    account: deps.account,
    member: deps.member,
    cards: deps.cards,
    addresses: deps.addresses,
    records: deps.records,
    gifts: deps.gifts,
    trader: deps.trader,
  });
  const parts: ModuleParts = {
    name: 'admin',
    routes: (http) =>
      registerAdminRoutes(http, {
        admin,
        auth: adminAuth,
        finance,
        file,
        authRatePerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
      }),
  };
  return { parts, admin, adminAuth };
};
