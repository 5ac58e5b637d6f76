import { randomBytes } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import pino from 'pino';
import { z } from 'zod';
import { memberGuard } from './modules/account/auth';
import { CaptchaService } from './modules/account/captcha';
import { CodeService } from './modules/account/codes';
import { developmentDelivery } from './modules/account/delivery';
import { createGeetest } from './modules/account/geetest';
import { registerAccountRoutes } from './modules/account/routes';
import { AccountService } from './modules/account/service';
import { SessionService } from './modules/account/sessions';
import { AdminAuthService } from './modules/admin/auth';
import { FinanceDesk } from './modules/admin/finance';
import { registerAdminRoutes } from './modules/admin/routes';
import { AdminService } from './modules/admin/service';
import { AddressService } from './modules/crypto/addresses';
import { registerCryptoRoutes } from './modules/crypto/routes';
import { UsdtService } from './modules/crypto/usdt';
import { registerLiveNamespace } from './modules/live/namespace';
import { registerMemberRoutes } from './modules/member/routes';
import { MemberService } from './modules/member/service';
import { CardService } from './modules/payment/cards';
import { DepositService } from './modules/payment/deposits';
import { pushPaymentUpdates } from './modules/payment/push';
import { registerPaymentRoutes } from './modules/payment/routes';
import { TicketDesk } from './modules/payment/tickets';
import { PaymentUpdates } from './modules/payment/updates';
import { WithdrawalService } from './modules/payment/withdrawals';
import { registerSavingsRoutes } from './modules/savings/routes';
import { SavingsService } from './modules/savings/service';
import { registerSiteRoutes } from './modules/site/routes';
import { SiteService } from './modules/site/service';
import { registerVenueRoutes } from './modules/venue/routes';
import { VenueService } from './modules/venue/service';
import { Ledger } from './modules/wallet/ledger';
import { pushBalances } from './modules/wallet/push';
import { registerWalletRoutes } from './modules/wallet/routes';
import { WalletService } from './modules/wallet/service';
import { bankTransferChannel } from './payments/bank-transfer';
import { sandboxGatewayChannel } from './payments/gateway-channel';
import { registerSandboxChainPage } from './payments/sandbox-chain-page';
import { SandboxGateway } from './payments/sandbox-gateway';
import { registerSandboxPayPage } from './payments/sandbox-page';
import { usdtChannel } from './payments/usdt-channel';
import { buildInfo } from './platform/build-info';
import { ReadCache } from './platform/cache';
import { type Clock, systemClock } from './platform/clock';
import type { Config } from './platform/config';
import type { Database } from './platform/db';
import { registerErrorHandling } from './platform/error-handler';
import { createLocalBus, type EventBus } from './platform/events';
import { every } from './platform/jobs';
import { defaultWebDist } from './platform/paths';
import { attachRealtime } from './platform/realtime';
import { registerSecurity } from './platform/security';
import { registerWebApp } from './platform/static';
import { registerTestHooks } from './test/hooks';
import type { VenueAdapter } from './venues/adapter';
import { HouseVenue } from './venues/house';
import { SandboxVenue } from './venues/sandbox';
import { registerSandboxPage } from './venues/sandbox-page';

/** True only in the e2e bundle (build.mjs); in dist/main.js the branch folds away with the hooks. */
declare const __TEST_HOOKS__: boolean | undefined;

// Validation messages reach members, so zod speaks Chinese.
z.config(z.locales.zhCN());

export interface AppDeps {
  config: Config;
  database: Database;
  redis?: Redis | null;
  bus?: EventBus;
  clock?: Clock;
  /** Replaces venue adapters by name; the fault-injection tests put a misbehaving venue here. */
  venueAdapters?: Record<string, VenueAdapter>;
}

export interface App {
  fastify: FastifyInstance;
  services: {
    site: SiteService;
    admin: AdminService;
    adminAuth: AdminAuthService;
    account: AccountService;
    member: MemberService;
    captcha: CaptchaService;
    sessions: SessionService;
    ledger: Ledger;
    venues: VenueService;
    wallet: WalletService;
    deposits: DepositService;
    withdrawals: WithdrawalService;
    addresses: AddressService;
    usdt: UsdtService;
    savings: SavingsService;
    sandboxGateway: SandboxGateway;
  };
}

/** Fastify takes a hop count as a function of the hop index. */
const trustProxy = (setting: Config['TRUST_PROXY']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : (setting ?? false);

/** One access line per request, written when it completes (Fastify's default also logs its arrival). */
class CompletionOnlyLogs extends LogController {
  override incomingRequest(): void {}
}

const BODY_LIMIT_BYTES = 64 * 1024;
const REQUEST_ID = /^[\w-]{1,64}$/;

/** Builds the whole server without listening; main.ts listens, tests call inject(). */
export const buildApp = async (deps: AppDeps): Promise<App> => {
  const { config, database } = deps;
  // Buffered writes: a synchronous write per log line cost the hot reads a tenth of their throughput.
  const logDestination = pino.destination({ sync: false });
  const fastify = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      stream: logDestination,
      redact: [
        'req.headers.token',
        'req.headers.cookie',
        'req.headers["x-admin-token"]',
        'req.headers["x-admin-session"]',
        'req.headers.authorization',
      ],
    },
    bodyLimit: BODY_LIMIT_BYTES,
    logController: new CompletionOnlyLogs(),
    // A gateway's request id is kept when it looks like one, so logs join up across hops.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    },
    trustProxy: trustProxy(config.TRUST_PROXY),
    routerOptions: { maxParamLength: 200 },
  });
  fastify.addHook('onClose', async () => {
    logDestination.flushSync();
  });
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);

  const bus = deps.bus ?? createLocalBus();
  const cache = new ReadCache(config.CACHE_TTL_MS, bus);
  const clock = deps.clock ?? systemClock;

  const site = new SiteService({
    db: database.db,
    cache,
    clock,
    forcedMaintenance: config.MAINTENANCE,
    ...buildInfo,
  });
  const db = database.db;
  const sessions = new SessionService({ db, clock, cache });
  const geetest =
    config.GEETEST_ID && config.GEETEST_KEY
      ? createGeetest({ id: config.GEETEST_ID, key: config.GEETEST_KEY, api: config.GEETEST_API })
      : null;
  const captcha = new CaptchaService({ db, clock, geetest });
  const codes = new CodeService({ db, clock, delivery: developmentDelivery((line) => fastify.log.info(line)) });
  const account = new AccountService({ db, clock, site, sessions, captcha, codes });
  const member = new MemberService({ db, clock, account, site });
  await member.ensurePresets();
  const ledger = new Ledger({ db, clock });
  const venues = new VenueService({
    db,
    cache,
    adapters: { house: new HouseVenue(ledger), sandbox: new SandboxVenue(db), ...deps.venueAdapters },
  });
  const wallet = new WalletService({ db, clock, ledger, venues, site });
  const adminAuth = new AdminAuthService({ db, clock });
  if (config.ADMIN_USER && config.ADMIN_PASSWORD) {
    await adminAuth.ensureBootstrapAdmin(config.ADMIN_USER, config.ADMIN_PASSWORD);
  }
  const sandboxGateway = new SandboxGateway(config.SANDBOX_PAY_SECRET ?? randomBytes(32).toString('hex'), db);
  const tickets = new TicketDesk({ db, clock });
  const paymentUpdates = new PaymentUpdates();
  const deposits = new DepositService({
    db,
    clock,
    ledger,
    site,
    account,
    member,
    tickets,
    updates: paymentUpdates,
    adapters: { gateway: sandboxGatewayChannel(sandboxGateway), bankTransfer: bankTransferChannel, usdt: usdtChannel },
  });
  const cards = new CardService({ db, member, site });
  const addresses = new AddressService({ db, site, member });
  const usdt = new UsdtService({ db, clock, ledger, site });
  const withdrawals = new WithdrawalService({
    db,
    clock,
    ledger,
    site,
    member,
    cards,
    addresses,
    tickets,
    updates: paymentUpdates,
  });
  const savings = new SavingsService({ db, clock, ledger, site, wallet });
  const admin = new AdminService({ db, site, account, member, sessions, venues, wallet, addresses });
  const finance = new FinanceDesk({ db, deposits, withdrawals, tickets });
  const jobs: [number, () => Promise<unknown>, string][] = [
    [config.RECONCILE_INTERVAL_MS, () => wallet.reconcile(), 'venue transfer reconciliation failed'],
    [config.DEPOSIT_EXPIRY_INTERVAL_MS, () => deposits.sweep(), 'deposit order sweep failed'],
    [config.CHAIN_WATCH_INTERVAL_MS, () => deposits.watchChain(), 'sandbox chain watch failed'],
    [config.YEB_INTEREST_INTERVAL_MS, () => savings.payInterest(), 'savings interest run failed'],
  ];
  for (const [interval, task, failure] of jobs) {
    if (interval === 0) continue;
    const stop = every(interval, task, (error) => fastify.log.error({ err: error }, failure));
    fastify.addHook('onClose', stop);
  }

  await registerSecurity(fastify, {
    corsOrigins: config.CORS_ORIGINS,
    ratePerMinute: config.RATE_LIMIT_PER_MINUTE,
    redis: deps.redis ?? null,
  });
  // Replies over 1 KB (JSON lists, the page, demo artwork) leave compressed; brotli at a quality cheap
  // enough to run per reply. The web app's files carry their own build-time twins (platform/static.ts).
  await fastify.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await fastify.register(swagger, {
    openapi: { info: { title: 'Courtside API', version: buildInfo.version } },
    transform: jsonSchemaTransform,
  });
  await fastify.register(swaggerUi, { routePrefix: '/docs' });

  const spaFallback = await registerWebApp(fastify, config.WEB_DIST ?? defaultWebDist());
  registerErrorHandling(fastify, spaFallback);

  fastify.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  fastify.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  registerSiteRoutes(fastify, site, config.SITE_ID);
  registerAccountRoutes(fastify, {
    account,
    captcha,
    sessions,
    defaultSiteId: config.SITE_ID,
    authRatePerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
  });
  const guard = memberGuard(sessions, config.SITE_ID);
  await registerMemberRoutes(fastify, member, guard);
  registerVenueRoutes(fastify, { venues, wallet, guard, defaultSiteId: config.SITE_ID });
  registerSandboxPage(fastify, venues, config.SITE_ID);
  registerPaymentRoutes(fastify, { deposits, withdrawals, cards, guard, defaultSiteId: config.SITE_ID });
  registerCryptoRoutes(fastify, { addresses, usdt, guard });
  registerSandboxPayPage(fastify, deposits, sandboxGateway);
  registerSandboxChainPage(fastify, deposits);
  registerWalletRoutes(fastify, wallet, guard);
  registerSavingsRoutes(fastify, { savings, guard });
  const io = attachRealtime(fastify, deps.redis ?? null);
  const live = registerLiveNamespace(io, sessions, config.SITE_ID);
  pushBalances(live, ledger, (error) => fastify.log.error({ err: error }, 'balance push failed'));
  pushPaymentUpdates(live, paymentUpdates);
  registerAdminRoutes(fastify, {
    admin,
    finance,
    auth: adminAuth,
    adminToken: config.ADMIN_TOKEN,
    defaultSiteId: config.SITE_ID,
    authRatePerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
  });
  if (typeof __TEST_HOOKS__ === 'boolean' && __TEST_HOOKS__) registerTestHooks(fastify, captcha, config.SITE_ID);

  await fastify.ready();
  return {
    fastify,
    services: {
      site,
      admin,
      adminAuth,
      account,
      member,
      captcha,
      sessions,
      ledger,
      venues,
      wallet,
      deposits,
      withdrawals,
      addresses,
      usdt,
      savings,
      sandboxGateway,
    },
  };
};
