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
import { type AccountService, type CaptchaService, createAccountModule, type SessionService } from './modules/account';
import { type AdminAuthService, type AdminService, createAdminModule } from './modules/admin';
import { createAgentModule } from './modules/agent';
import { type ChatService, createChatModule } from './modules/chat';
import { type AddressService, createCryptoModule, type UsdtService } from './modules/crypto';
import { createFeedModule, type FeedIngest, type FeedService } from './modules/feed';
import { createFeedbackModule } from './modules/feedback';
import { createGiftModule, type GiftService } from './modules/gift';
import { createLiveModule, type LiveService } from './modules/live';
import { createMemberModule, type MemberService } from './modules/member';
import { createMessageModule, type MessageService } from './modules/message';
import { createNewsModule, type NewsService } from './modules/news';
import { createPaymentModule, type DepositService, type WithdrawalService } from './modules/payment';
import {
  type BackflowService,
  type BirthdayService,
  createPromoModule,
  type InviteService,
  type LotteryService,
  type PromoService,
  type QuizService,
  type RebateService,
  type ScoreService,
  type SigninService,
  type VipService,
  type VoteService,
  type WelfareService,
} from './modules/promo';
import { createRgModule, type RgService } from './modules/rg';
import { createSavingsModule, type SavingsService } from './modules/savings';
import { createSiteModule, type SiteService } from './modules/site';
import { createSponsorModule } from './modules/sponsor';
import {
  BOOK_RECORDS_ADAPTER,
  type BookRecords,
  type CashOut,
  createSportsbookModule,
  type Placement,
  type Settlement,
} from './modules/sportsbook';
import { createSupportModule } from './modules/support';
import { createTrackModule, type TrackService } from './modules/track';
import { createVenueModule, type GameRecords, type VenueAdapter, type VenueService } from './modules/venue';
import { createWalletModule, type Ledger, type WalletService } from './modules/wallet';
import { AuthGate } from './platform/auth';
import { buildInfo } from './platform/build-info';
import { ReadCache } from './platform/cache';
import { type Clock, systemClock } from './platform/clock';
import type { Config } from './platform/config';
import type { Database } from './platform/db';
import { registerErrorHandling } from './platform/error-handler';
import { createLocalBus, type EventBus } from './platform/events';
import { gatewayPageHead, registerGateway } from './platform/gateway';
import { GatewayKeys } from './platform/gateway-keys';
import { RouteKit } from './platform/http';
import { JobRunner } from './platform/jobs';
import { answerLateRequests } from './platform/late-requests';
import { LiveHub } from './platform/live';
import { registerLoadShedding } from './platform/load-shed';
import type { JobSpec, ModuleParts, Platform } from './platform/module';
import { Outbox } from './platform/outbox';
import { defaultAdminDist, defaultWebDist } from './platform/paths';
import { attachRealtime } from './platform/realtime';
import { registerSecurity } from './platform/security';
import { siteIdOf } from './platform/site-context';
import { ADMIN_PREFIX, isWebAppPage, registerAdminApp, registerWebApp, trackServerRoots } from './platform/static';
import { withinTime } from './platform/within-time';
import {
  createSandbox,
  type FeedSimulator,
  type SandboxChain,
  type SandboxGames,
  type SandboxGateway,
} from './sandbox';
import { ShiftedClock } from './test/clock';
import { registerTestHooks } from './test/hooks';

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
    track: TrackService;
    ledger: Ledger;
    venues: VenueService;
    gameRecords: GameRecords;
    sandboxGames: SandboxGames;
    wallet: WalletService;
    deposits: DepositService;
    withdrawals: WithdrawalService;
    addresses: AddressService;
    usdt: UsdtService;
    savings: SavingsService;
    rg: RgService;
    promo: PromoService;
    vip: VipService;
    rebates: RebateService;
    signin: SigninService;
    birthday: BirthdayService;
    welfare: WelfareService;
    backflow: BackflowService;
    invites: InviteService;
    score: ScoreService;
    quiz: QuizService;
    lottery: LotteryService;
    vote: VoteService;
    gifts: GiftService;
    sandboxGateway: SandboxGateway;
    sandboxChain: SandboxChain;
    feedSimulator: FeedSimulator | null;
    /** Settles once the demo feed's first snapshot is applied (at once without the demo feed). */
    feedConnected: Promise<void>;
    feed: FeedService;
    feedIngest: FeedIngest;
    live: LiveService;
    placement: Placement;
    settlement: Settlement;
    cashOut: CashOut;
    chat: ChatService;
    bookRecords: BookRecords;
    messages: MessageService;
    news: NewsService;
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
/** /readyz answers within this, whatever the database does: a load balancer's probe must not hang. */
const READY_TIMEOUT_MS = 2_000;

/** Whether PostgreSQL answers a trivial query within `timeoutMs` (the query is left to finish or fail alone). */
const databaseAnswers = (database: Database, timeoutMs: number): Promise<boolean> =>
  withinTime(database.db.execute(sql`select 1`), timeoutMs).then(
    () => true,
    () => false,
  );
const REQUEST_ID = /^[\w-]{1,64}$/;

/** Builds the whole server without listening; main.ts listens, tests call inject(). */
export const buildApp = async (deps: AppDeps): Promise<App> => {
  const { config, database } = deps;
  // Buffered writes: a synchronous write per log line cost the hot reads a tenth of their throughput.
  // Lines are gathered into 4 KiB writes (a dozen access lines each): one write per line was 8 % of a
  // hot read's CPU. What is still buffered is flushed when the server closes.
  const logDestination = pino.destination({ sync: false, minLength: 4096 });
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
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    routerOptions: { maxParamLength: 200 },
  });
  fastify.addHook('onClose', async () => {
    logDestination.flushSync();
  });
  // Before any route: the addresses under the server's own roots are never the web app's page.
  const serverRoots = trackServerRoots(fastify, [
    config.MEDIA_BASE_URL.startsWith('/') ? (config.MEDIA_BASE_URL.split('/')[1] ?? '') : '',
  ]);
  answerLateRequests(fastify, config.REQUEST_TIMEOUT_MS);
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);

  const bus = deps.bus ?? createLocalBus();
  const testClock = typeof __TEST_HOOKS__ === 'boolean' && __TEST_HOOKS__ ? new ShiftedClock() : null;
  const clock = deps.clock ?? testClock ?? systemClock;
  const outbox = new Outbox({ db: database.db, clock, log: fastify.log });
  const platform: Platform = {
    config,
    db: database.db,
    clock,
    outbox,
    cache: new ReadCache(config.CACHE_TTL_MS, bus),
    bus,
    redis: deps.redis ?? null,
    auth: new AuthGate(),
    log: fastify.log,
  };

  // One line per module, in dependency order; each gets the platform and the services it names.
  const sandbox = createSandbox(platform);
  const site = createSiteModule(platform);
  const account = createAccountModule(platform, { site: site.site });
  const rg = createRgModule(platform, { sessions: account.sessions, members: account.account, site: site.site });
  account.account.useLoginGate((memberId) => rg.rg.loginRefusal(memberId));
  account.account.useRegistrationCheck((siteId, details) => rg.age.check(siteId, details));
  const member = await createMemberModule(platform, { account: account.account, site: site.site });
  const venue = createVenueModule(platform);
  const wallet = createWalletModule(platform, { site: site.site, venues: venue.venues, rg: rg.rg });
  const feed = createFeedModule(platform, { venues: venue.venues });
  const anchors = createLiveModule(platform, { feed: feed.feed, account: account.account });
  const promo = createPromoModule(platform, {
    site: site.site,
    ledger: wallet.ledger,
    account: account.account,
    venues: venue.venues,
    rg: rg.rg,
    feed: feed.feed,
    birthdayOf: (memberId) => member.member.birthdayOf(memberId),
  });
  const book = createSportsbookModule(platform, {
    feed: feed.feed,
    ledger: wallet.ledger,
    wallet: wallet.wallet,
    account: account.account,
    records: venue.records,
    bonus: promo.wagering,
    rg: rg.rg,
  });
  const chat = createChatModule(platform, {
    account: account.account,
    site: site.site,
    feed: feed.feed,
    live: anchors.live,
    ownBet: async (auth, betId) => book.reader.view(await book.reader.own(auth, betId)),
    rg: rg.rg,
  });
  const support = createSupportModule(platform, { account: account.account });
  const coins = createCryptoModule(platform, { site: site.site, member: member.member, ledger: wallet.ledger });
  const payment = createPaymentModule(platform, {
    site: site.site,
    account: account.account,
    member: member.member,
    ledger: wallet.ledger,
    addresses: coins.addresses,
    providers: sandbox.providers,
    rg: rg.rg,
  });
  const savings = createSavingsModule(platform, { site: site.site, ledger: wallet.ledger, wallet: wallet.wallet });
  const gift = createGiftModule(platform, {
    site: site.site,
    ledger: wallet.ledger,
    account: account.account,
    live: anchors.live,
    feed: feed.feed,
    chat: chat.chat,
    rg: rg.rg,
  });
  const messages = createMessageModule(platform, { site: site.site, account: account.account });
  const feedback = createFeedbackModule(platform, { account: account.account });
  const agent = createAgentModule(platform, { site: site.site, account: account.account, invites: promo.invites });
  const news = createNewsModule(platform, { feed: feed.feed });
  const sponsor = createSponsorModule(platform, { feed: feed.feed });
  const track = createTrackModule(platform, {
    names: {
      contentTitles: (siteId, kind, ids) => site.site.contentTitles(siteId, kind, ids),
      gameNames: (siteId, keys) => venue.catalogue.names(siteId, keys),
    },
  });
  const admin = await createAdminModule(platform, {
    site: site.site,
    account: account.account,
    sessions: account.sessions,
    member: member.member,
    venues: venue.venues,
    wallet: wallet.wallet,
    addresses: coins.addresses,
    deposits: payment.deposits,
    withdrawals: payment.withdrawals,
    tickets: payment.tickets,
    cards: payment.cards,
    records: venue.records,
    costs: promo.costs,
    gifts: gift.gifts,
    trader: book.desk,
    live: anchors.live,
  });

  // A time-out or self-exclusion ends the member's game sessions at the providers too; a provider that
  // does not answer is logged (its launch tokens still expire, and no new launch passes the rg gate).
  rg.rg.useEndGameSessions((member) => {
    venue.venues.endSessions(member).catch((error: unknown) => {
      fastify.log.warn({ err: error, memberId: member.memberId }, 'game sessions not ended at a provider');
    });
  });
  // A site whose profile asks for it takes no stake before the member's real name is verified.
  rg.rg.useRealNames((memberId, db) => member.member.hasRealName(memberId, db));
  // The providers cap rounds at the member's limits; one that does not answer is logged and keeps its
  // last figure (the next transfer or limit change tells it again).
  rg.rg.useGameAllowance((member, allowance) => {
    venue.venues.setAllowance(member, allowance).catch((error: unknown) => {
      fastify.log.warn({ err: error, memberId: member.memberId }, 'game allowance not told to a provider');
    });
  });
  // The session's net position counts outside venues' rounds; the house book's bets are counted by rg itself.
  rg.rg.useVenueRounds((siteId, memberId, since) =>
    venue.records.winLossSince(siteId, memberId, since, BOOK_RECORDS_ADAPTER),
  );
  member.member.useUsdtAddresses(async (auth) => {
    const [addresses, whitelist] = await Promise.all([
      coins.addresses.usdtCount(auth.memberId),
      coins.addresses.whitelistStatus(auth),
    ]);
    return { addresses, allowed: whitelist.allowed };
  });
  account.account.onRegistered((siteId) => wallet.wallet.newMemberSettings(siteId));
  promo.welfare.usePayoutAccounts(
    async (memberId) => (await payment.cards.count(memberId)) + (await coins.addresses.usdtCount(memberId)),
  );
  venue.venues.registerAdapter('sandbox', sandbox.venue);
  // The desk's anchor list shows the gifts each received; the gift module reads rooms from live, so late.
  anchors.live.useGiftTotals((siteId, anchorIds) => gift.gifts.anchorTotals(siteId, anchorIds));
  // The demo streams carry a simulated audience, labelled as such in the operator's view.
  if (platform.config.SANDBOX) anchors.live.useDemoAudience(sandbox.audience);
  // The navigation's venue tiles show their venue's name and state, and go with a hidden venue.
  site.site.useVenueDisplays((siteId) => venue.venues.list(siteId));
  venue.venues.onChange((siteId) => site.site.dropCache(siteId));
  venue.catalogue.useEntrance((auth, code, requestId, game) => wallet.wallet.enterVenue(auth, code, requestId, game));
  for (const [name, adapter] of Object.entries(deps.venueAdapters ?? {})) venue.venues.registerAdapter(name, adapter);
  const modules: ModuleParts[] = [
    site.parts,
    account.parts,
    member.parts,
    venue.parts,
    wallet.parts,
    feed.parts,
    anchors.parts,
    book.parts,
    chat.parts,
    support.parts,
    coins.parts,
    payment.parts,
    savings.parts,
    rg.parts,
    promo.parts,
    gift.parts,
    messages.parts,
    feedback.parts,
    agent.parts,
    news.parts,
    sponsor.parts,
    track.parts,
    admin.parts,
    sandbox.parts({
      venues: venue.venues,
      findOrder: (orderNo) => payment.deposits.findOrder(orderNo),
      live: anchors.live,
      feed: feed.feed,
      mediaSigningKey: anchors.signingKey,
    }),
  ];

  await registerSecurity(fastify, {
    corsOrigins: config.CORS_ORIGINS,
    ratePerMinute: config.RATE_LIMIT_PER_MINUTE,
    redis: deps.redis ?? null,
  });
  registerLoadShedding(fastify, config.DEGRADE_LAG_MS);
  // Before compression, whose onSend hook must see the sealed reply rather than the plain one.
  registerGateway(fastify, {
    keys: new GatewayKeys(config.GATEWAY_SITE_KEYS, config.GATEWAY_SESSION_TTL_SECONDS),
    mode: config.GATEWAY_MODE,
    now: () => clock.now(),
    siteOf: (request) => siteIdOf(request, config.SITE_ID),
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

  const webFallback = await registerWebApp(
    fastify,
    config.WEB_DIST ?? defaultWebDist(),
    (request) => site.site.firstScreen(siteIdOf(request, config.SITE_ID)),
    gatewayPageHead(config.GATEWAY_MODE),
  );
  const adminFallback = await registerAdminApp(fastify, config.ADMIN_DIST ?? defaultAdminDist());
  // A console address is the console's page when it can be one (no file name, no traversal); any other
  // address the member app's, unless it lies under one of the server's own roots.
  const noRoots: ReadonlySet<string> = new Set();
  registerErrorHandling(fastify, (url) => {
    if (url.startsWith(ADMIN_PREFIX))
      return isWebAppPage(url.slice(ADMIN_PREFIX.length - 1), noRoots) ? adminFallback : null;
    return isWebAppPage(url, serverRoots) ? webFallback : null;
  });

  fastify.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  // Ready means PostgreSQL answers. Redis is shared by every node, so its loss is reported, not made
  // unreadiness: all nodes leaving the load balancer at once would turn a degraded site into none.
  fastify.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (!(await databaseAnswers(database, READY_TIMEOUT_MS))) return reply.status(503).send({ status: 'unavailable' });
    if (deps.redis && deps.redis.status !== 'ready') return { status: 'degraded', redis: 'unavailable' };
    return { status: 'ready' };
  });

  const io = attachRealtime(fastify, deps.redis ?? null);
  const live = new LiveHub(io, platform.auth, config.SITE_ID);
  const jobs: JobSpec[] = [
    { name: 'platform.outboxPrune', intervalMs: config.OUTBOX_PRUNE_INTERVAL_MS, run: () => outbox.prune() },
  ];
  for (const module of modules) {
    await module.routes?.(new RouteKit(fastify, module.name, platform.auth, config.SITE_ID));
    module.live?.(live);
    for (const subscriber of module.subscribers?.(live) ?? []) outbox.subscribe(subscriber);
    jobs.push(...(module.jobs ?? []));
  }
  outbox.start();
  // The demo feed's snapshot takes a few seconds on a new embedded database: the site answers meanwhile.
  const feedConnected = sandbox.feed
    ? feed
        .connect(sandbox.feed)
        .catch((error: unknown) => fastify.log.error({ err: error }, 'demo feed did not connect'))
    : Promise.resolve();
  const runner = new JobRunner({ sql: database.sql, log: fastify.log });
  // The queue starts beside the server, not before it: on a new embedded database its first start
  // takes seconds, and the site should answer meanwhile.
  const jobsStarted = runner
    .start(jobs)
    .catch((error: unknown) => fastify.log.error({ err: error }, 'job queue did not start'));
  fastify.addHook('onClose', async () => {
    feed.stop();
    anchors.stop();
    book.stop();
    await feedConnected;
    await jobsStarted;
    await runner.stop();
    await outbox.stop();
  });
  if (testClock)
    registerTestHooks(fastify, {
      captcha: account.captcha,
      clock: testClock,
      defaultSiteId: config.SITE_ID,
      settle: async () => {
        await sandbox.feed?.catchUp();
      },
    });

  await fastify.ready();
  return {
    fastify,
    services: {
      site: site.site,
      admin: admin.admin,
      adminAuth: admin.adminAuth,
      account: account.account,
      member: member.member,
      captcha: account.captcha,
      sessions: account.sessions,
      track: track.track,
      ledger: wallet.ledger,
      venues: venue.venues,
      gameRecords: venue.records,
      sandboxGames: sandbox.games,
      wallet: wallet.wallet,
      deposits: payment.deposits,
      withdrawals: payment.withdrawals,
      addresses: coins.addresses,
      usdt: coins.usdt,
      savings: savings.savings,
      rg: rg.rg,
      promo: promo.promo,
      vip: promo.vip,
      rebates: promo.rebates,
      signin: promo.signin,
      birthday: promo.birthday,
      welfare: promo.welfare,
      backflow: promo.backflow,
      invites: promo.invites,
      score: promo.score,
      quiz: promo.quiz,
      lottery: promo.lottery,
      vote: promo.vote,
      gifts: gift.gifts,
      sandboxGateway: sandbox.gateway,
      sandboxChain: sandbox.chain,
      feedSimulator: sandbox.feed,
      feedConnected,
      feed: feed.feed,
      feedIngest: feed.ingest,
      live: anchors.live,
      placement: book.placement,
      settlement: book.settlement,
      cashOut: book.cashOut,
      chat: chat.chat,
      bookRecords: book.records,
      messages: messages.messages,
      news: news.news,
    },
  };
};
