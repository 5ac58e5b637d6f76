import { z } from 'zod';
import { parseSiteKeys } from './gateway-keys';

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .default(false);

const configFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  SITE_ID: z.coerce.number().int().positive().default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Site origins allowed by CORS, comma separated; same-origin requests need none. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  /** Forces the site into maintenance regardless of the database flag. */
  MAINTENANCE: flag,
  /** Service token for back-office automation, acting as a super operator; unset, only sessions get in. */
  ADMIN_TOKEN: z.string().min(24, 'ADMIN_TOKEN 至少 24 个字符').optional(),
  /**
   * The first back-office operator, created with role super at start-up when no operator of that
   * name exists; an existing one is never changed from here.
   */
  ADMIN_USER: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{3,32}$/, 'ADMIN_USER 须为3-32位字母、数字、下划线、点或连字符')
    .optional(),
  ADMIN_PASSWORD: z.string().min(10, 'ADMIN_PASSWORD 至少 10 个字符').max(128).optional(),
  /** Minutes without a call after which an operator's session ends. */
  ADMIN_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /**
   * Which proxies' X-Forwarded-For to believe: unset trusts none (the socket address is the client),
   * a number trusts that many hops, otherwise a comma-separated list of addresses or CIDRs. Trusting
   * every proxy would let any client pick its own IP and step around the rate limits.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|[0-9a-fA-F.:/,\s]+|loopback|linklocal|uniquelocal)$/, 'TRUST_PROXY 须为跳数、地址或 CIDR 列表')
    .transform((v): number | string[] => (/^\d+$/.test(v) ? Number(v) : v.split(',').map((a) => a.trim())))
    .optional(),
  /**
   * Timeouts on PostgreSQL (DESIGN.md section 11): opening a connection or waiting for a free one
   * (pg bounds both with one limit, so it allows for a burst of requests queueing for the pool); a
   * statement, ended by the server; a query's answer, ended by us when the server or the network has
   * gone quiet (a partition), a little after the server's own limit; a transaction left open.
   */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** How long a Redis command may take before it fails (and the caller falls back to this node alone). */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  /** How long Fastify waits for a whole request to be answered before it gives up on the connection. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /**
   * Event-loop lateness past which this node refuses its degradable calls with 10432 (spec section 8);
   * 0 turns shedding off. Half a second late is a node past its capacity, not a slow call.
   */
  DEGRADE_LAG_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  CACHE_TTL_MS: z.coerce.number().int().min(0).default(60_000),
  WEB_DIST: z.string().optional(),
  /** The built console (apps/admin/dist by default); without a build, /admin/ is not served. */
  ADMIN_DIST: z.string().optional(),
  /** Per-IP limit on the account calls that guess at secrets: login, register, codes, recovery. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** Geetest keys turn on the "anti-fraud" safety type; without them it is offered as off. */
  GEETEST_ID: z.string().min(1).optional(),
  GEETEST_KEY: z.string().min(1).optional(),
  GEETEST_API: z.url().default('https://api.geetest.com'),
  /** How often pending venue transfers are reconciled; 0 turns the job off (tests run it by hand). */
  RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  /** How often unpaid deposit orders past their time are expired; 0 turns the job off. */
  DEPOSIT_EXPIRY_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /**
   * Payment callbacks: each source (IP) may deliver this many a minute, and the stored attempts older
   * than 30 days are pruned this often (0 turns the pruning off), so anonymous callers cannot grow
   * the table without bound.
   */
  CALLBACK_RATE_PER_MINUTE: z.coerce.number().int().positive().default(120),
  CALLBACK_PRUNE_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
  /** How often the sandbox chain mines a block: each tick adds a confirmation to open USDT transfers (0 = off). */
  CHAIN_WATCH_INTERVAL_MS: z.coerce.number().int().min(0).default(3_000),
  /**
   * How often the savings interest job looks for completed business days to pay; 0 turns it off.
   * Running it often is harmless (a settled day is skipped) and only shortens the wait after midnight.
   */
  YEB_INTEREST_INTERVAL_MS: z.coerce.number().int().min(0).default(600_000),
  PROMO_EXPIRY_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  PROMO_DAILY_INTERVAL_MS: z.coerce.number().int().min(0).default(600_000),
  /** How often the message centre's job looks for notice batches to fan out; 0 turns it off. */
  MESSAGE_BATCH_INTERVAL_MS: z.coerce.number().int().min(0).default(2_000),
  /** Members a notice batch reaches per transaction (one chunk). */
  MESSAGE_BATCH_CHUNK: z.coerce.number().int().min(1).max(10_000).default(1_000),
  /**
   * The sandbox gateway's callback secret. Unset, each process makes its own at start: the sandbox pay
   * page delivers its callback to the node that served it, so nothing outside needs to know it.
   */
  SANDBOX_PAY_SECRET: z.string().min(16).optional(),
  /**
   * The key the sandbox game provider signs its game sessions with. Unset, each process makes its own
   * (a restart ends open game sessions, as a provider's expiry would); the nodes of a cluster share
   * one, so a session opened through one node plays on through another.
   */
  GAME_TOKEN_KEY: z.string().min(16).optional(),
  /**
   * Where playback URLs point: the demo origin of this server (`/stream`, served with SANDBOX=1) or a
   * CDN's base URL in production.
   */
  MEDIA_BASE_URL: z
    .string()
    .regex(/^(https?:\/\/[^\s]+|\/[a-z0-9/-]*)$/, 'MEDIA_BASE_URL 须为 http(s) 地址或以 / 开头的路径')
    .default('/stream'),
  /**
   * The mode the web app speaks to the API through the gateway layer (spec section 7): `plain` JSON,
   * or `encrypted` (renamed headers, sealed bodies and replies). The server accepts both either way.
   */
  GATEWAY_MODE: z.enum(['plain', 'encrypted']).default('plain'),
  /**
   * Per-site gateway master keys, `5000:<base64url of 32 bytes>,5001:…`. A site not listed derives its
   * key from one this process makes at start, which is fine for one node; a cluster lists every site.
   */
  GATEWAY_SITE_KEYS: z
    .string()
    .default('')
    .transform((text, ctx) => {
      try {
        return parseSiteKeys(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** How long a gateway session (its per-session key) lasts before the client asks for a new one. */
  GATEWAY_SESSION_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(7_200),
  /** The key playback URLs are signed with, shared with the CDN; every node must have the same one. */
  MEDIA_SIGNING_KEY: z.string().min(16).optional(),
  /**
   * How long a signed playback URL holds (seconds). The player renews it through the video call a
   * minute before it runs out (or five seconds after it came, when it lives less than that).
   */
  MEDIA_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  /** How often the demo streamers' rota moves anchor rooms onto live matches (sandbox); 0 turns it off. */
  ANCHOR_SCHEDULE_INTERVAL_MS: z.coerce.number().int().min(0).default(20_000),
  /** How often outside providers' bet records are pulled into the game records (venue module); 0 turns it off. */
  GAME_RECORDS_PULL_INTERVAL_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * The demo sports feed (sandbox only): on unless set to 0; FEED_SPEED is match seconds per real
   * second (1: matches take as long as real ones and a club plays at most once a calendar day; 7: a
   * football match in about 15 minutes, the days as fast), FEED_SEED picks the world, FEED_TICK_MS
   * how often it moves (0: never, for tests that drive it).
   */
  FEED_SIMULATOR: z
    .enum(['0', '1', 'true', 'false'])
    .transform((v) => v === '1' || v === 'true')
    .default(true),
  FEED_SPEED: z.coerce.number().min(1).max(120).default(1),
  FEED_SEED: z.coerce.number().int().min(1).max(2_147_483_647).default(20_261_124),
  FEED_TICK_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /**
   * The sportsbook's in-play bet delay: a live bet waits this long, then its markets are checked
   * again (a goal in that time rejects it). How often pending bets past their delay are decided
   * by the job (the backstop of the in-process timer; 0: never, for tests that decide by hand).
   */
  /**
   * How many seconds make a reality-check "minute" (issue 29, RTS 13B). Always 60 on a real site; a
   * browser test sets 1 so a 5-minute check comes after 5 seconds.
   */
  RG_REALITY_SECONDS_PER_MINUTE: z.coerce.number().int().min(1).max(60).default(60),
  /** How often the limits' six-monthly review reminders are looked for (issue 29); 0 turns it off. */
  RG_REVIEW_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
  BET_DELAY_MS: z.coerce.number().int().min(0).max(30_000).default(5_000),
  BET_DECIDE_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /** Chat: the most messages one member may send in 10 s, across rooms (the chat benchmark raises it). */
  CHAT_MESSAGES_PER_10S: z.coerce.number().int().min(1).max(100_000).default(5),
  /**
   * What the house may stand to lose on one outcome, in whole yuan, before the outcome's market is
   * suspended (it reopens by itself once the liability is back under 90 % of this).
   */
  BET_LIABILITY_CAP: z.coerce.number().int().min(100).max(1_000_000_000).default(2_000_000),
  /**
   * 埋点: how many business days of page views and clicks are kept. At least the click report's longest
   * range (92 days), so every range it accepts is whole; older days' partitions are dropped whole.
   */
  TRACK_KEEP_DAYS: z.coerce.number().int().min(92).max(3_660).default(400),
  /** How often days past TRACK_KEEP_DAYS are dropped; 0 turns it off. */
  TRACK_PRUNE_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
  /** How often events every subscriber has handled, older than a day, are pruned; 0 turns it off. */
  OUTBOX_PRUNE_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(3_600_000),
  /**
   * Serves the sandbox's own pages (gateway pay page, chain wallet, venue lobby), where anybody who
   * knows an order number can pay it. `npm start` and the tests set it; a production deployment
   * must not.
   */
  SANDBOX: flag,
});

const configSchema = configFields.check((ctx) => {
  if (ctx.value.ADMIN_USER && !ctx.value.ADMIN_PASSWORD) {
    ctx.issues.push({
      code: 'custom',
      input: ctx.value,
      path: ['ADMIN_PASSWORD'],
      message: '设置了 ADMIN_USER 时必须同时设置 ADMIN_PASSWORD',
    });
  }
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads config from the environment; an invalid value throws one line naming the variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config => {
  // An empty variable (`DATABASE_URL=`) means unset, as shells and .env files commonly write it.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  return { ...parsed.data, ...overrides };
};
