// `npm run bench`: builds, then runs each benchmark in bench/ (each measures its own baseline).
import { run } from './lib/run.mjs';

await run('npm', ['run', 'build']);
// The load generator gets CPU 0 and each server under test CPU 1 (bench/lib.ts).
await run('taskset', ['-c', '0', 'npx', 'tsx', 'bench/site-config.ts']);
await run('taskset', ['-c', '0', 'npx', 'tsx', 'bench/media.ts']);
// popularLive with the demo feed running, and the demo feed's own CPU.
await run('taskset', ['-c', '0', 'npx', 'tsx', 'bench/feed.ts']);
// 埋点: 10,000 events a second into one node beside its balance read, and the click report's totals.
await run('taskset', ['-c', '0', 'npx', 'tsx', 'bench/track.ts']);
// Odds pushes fanned out to 2,000 sockets in one match room, beside a bare ws broadcast.
await run('taskset', ['-c', '0', 'npx', 'tsx', 'bench/odds-fanout.ts']);
// The match tracker's long animation frames under a 4x CPU throttle.
await run('npx', ['tsx', 'bench/tracker-frames.ts']);
// The game page's long animation frames under a 4x CPU throttle: five slot spins, a baccarat round.
await run('npx', ['tsx', 'bench/game-frames.ts']);
// Chat messages fanned out to 5,000 sockets in one anchor room, beside a bare ws broadcast.
await run('taskset', ['-c', '0', 'npx', 'tsx', 'bench/chat.ts']);
// Needs DATABASE_URL (a PostgreSQL server where it may create databases); skips itself without it.
await run('npx', ['tsx', 'bench/ledger.ts']);
// Sportsbook placements beside pgbench, and a large settlement; DATABASE_URL as above.
await run('npx', ['tsx', 'bench/sportsbook.ts']);
// Settlement with a promotion grant per member (bets partly staked with bonus) beside the same settlement
// without, alternating rounds; DATABASE_URL as above.
await run('npx', ['tsx', 'bench/promo-settlement.ts']);
// The daily 返水 job paying 100,000 members one business day, checked and run again; DATABASE_URL as above.
await run('npx', ['tsx', 'bench/rebate.ts']);
// Sandbox slot rounds with 64 players, and the game-records pull of 100,000 rounds; DATABASE_URL as above.
await run('npx', ['tsx', 'bench/casino.ts']);
// The first page on a throttled phone against its static twin, the initial JavaScript's size, and the
// sports list's first match row against the home page's LCP.
await run('npx', ['tsx', 'bench/web.ts']);
// Lighthouse 12's mobile profile on /app/home, median of five runs.
await run('npx', ['tsx', 'bench/lighthouse.ts']);
// The back office's lists over 100,000 rows on PGlite (page 1 and page 1,000), its refresh cost and CSV export.
await run('npx', ['tsx', 'bench/admin-lists.ts']);
// Lighthouse's accessibility audit of the back office's main screens at 1440x900.
await run('npx', ['tsx', 'bench/admin-lighthouse.ts']);
