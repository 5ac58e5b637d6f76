import { randomBytes } from 'node:crypto';
import type { FeedService } from '../modules/feed';
import type { LiveService } from '../modules/live';
import type { OrderRow, PaymentProviders } from '../modules/payment';
import type { VenueService } from '../modules/venue';
import type { ModuleParts, Platform } from '../platform/module';
import { SandboxChain } from './chain';
import { registerSandboxChainPage, SANDBOX_CHAIN_PATH } from './chain-page';
import { registerSimLogos, SIM_LOGO_PATH } from './feed/logos';
import { FeedSimulator } from './feed/simulator';
import { Allowances } from './games/allowance';
import { SessionCuts } from './games/cuts';
import { SandboxGames } from './games/provider';
import { registerSandboxGameRoutes, registerSymbolArt } from './games/routes';
import { GameTokens } from './games/token';
import { SandboxGateway } from './gateway';
import { sandboxGatewayChannel } from './gateway-channel';
import { scheduleDemoAnchors } from './media/anchor-schedule';
import { SimulatedAudience } from './media/audience';
import { loadLoop, loadRoomLoops } from './media/loop';
import { registerMediaOrigin } from './media/origin';
import { registerSandboxPayPage } from './pay-page';
import { SandboxVenue } from './venue';
import { registerSandboxPage } from './venue-page';

export type { SandboxChain } from './chain';
export type { FeedSimulator } from './feed/simulator';
export type { SandboxGames } from './games/provider';
export type { GameSession } from './games/token';
export type { SandboxGateway } from './gateway';

/**
 * The outside parties of development and demos: a payment gateway, a blockchain, a game provider and
 * a media origin (standing in for a CDN).
 * Each keeps its own books in its own tables and reaches the modules only through the adapters a
 * real provider would implement. Their member-facing pages exist only with SANDBOX=1.
 */
export const createSandbox = (platform: Platform) => {
  const { db, config, clock } = platform;
  const gateway = new SandboxGateway(config.SANDBOX_PAY_SECRET ?? randomBytes(32).toString('hex'), db);
  const chain = new SandboxChain(db);
  const now = () => clock.now().getTime();
  const games = new SandboxGames(db, now);
  const tokens = new GameTokens(config.GAME_TOKEN_KEY ?? randomBytes(32).toString('hex'), now);
  const cuts = new SessionCuts(db, now);
  const venue = new SandboxVenue(db, { games, tokens, cuts, allowances: new Allowances(db, now) });
  /** The demo streams' simulated viewers and followers (only with SANDBOX=1: app.ts wires them in). */
  const audience = new SimulatedAudience(now);
  // The demo sports feed stands for a provider outside: it runs where its tick job runs (one node).
  const feed =
    config.SANDBOX && config.FEED_SIMULATOR
      ? new FeedSimulator({
          seed: config.FEED_SEED,
          speed: config.FEED_SPEED,
          now: () => clock.now().getTime(),
          logoBase: SIM_LOGO_PATH,
        })
      : null;
  const providers: PaymentProviders = {
    gateway: sandboxGatewayChannel(gateway),
    usdtWalletUrl: (orderNo) => `${SANDBOX_CHAIN_PATH}/${orderNo}`,
    chain,
  };
  /** The pages, the origin and the sandbox's jobs, once the modules they show exist. */
  const parts = (deps: {
    venues: VenueService;
    findOrder: (orderNo: string) => Promise<OrderRow | null>;
    live: LiveService;
    feed: FeedService;
    mediaSigningKey: string;
  }): ModuleParts => ({
    name: 'sandbox',
    routes: config.SANDBOX
      ? (http) => {
          registerSandboxPage(http.app, deps.venues, http.siteOf.bind(http), deps.feed);
          registerSandboxGameRoutes(http, games, tokens, cuts);
          registerSymbolArt(http);
          registerSandboxPayPage(http.app, deps.findOrder, gateway);
          registerSandboxChainPage(http.app, deps.findOrder, chain);
          registerMediaOrigin(http.app, {
            loop: loadLoop(),
            rooms: loadRoomLoops(),
            signingKey: deps.mediaSigningKey,
            now: () => Date.now(),
          });
          if (feed) registerSimLogos(http.app, feed.leagues);
        }
      : undefined,
    jobs: [
      { name: 'sandbox.chainMine', intervalMs: config.CHAIN_WATCH_INTERVAL_MS, run: () => chain.mine() },
      {
        name: 'sandbox.anchorSchedule',
        intervalMs: config.ANCHOR_SCHEDULE_INTERVAL_MS,
        run: () => scheduleDemoAnchors(deps.live, deps.feed, audience),
      },
      ...(feed ? [{ name: 'sandbox.feedTick', intervalMs: config.FEED_TICK_MS, run: () => feed.tick() }] : []),
    ],
  });
  return { gateway, chain, venue, games, tokens, feed, providers, parts, audience };
};
