// `npm run cluster`: builds, then runs two server nodes behind HAProxy on the PostgreSQL and Redis
// named by DATABASE_URL and REDIS_URL, with demo data, until interrupted. CLUSTER_COLLECTOR=1 adds a
// node that takes the 埋点 beacons and nothing else. The embedded PGlite is one
// process's database, so cluster mode refuses to start without a PostgreSQL.
import { startCluster } from './lib/cluster.mjs';
import { ensureHaproxy } from './lib/haproxy.mjs';
import { run } from './lib/run.mjs';

const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !process.env[name]);
if (missing.length > 0) {
  console.error(
    `Cluster mode needs ${missing.join(' and ')}: the nodes share one PostgreSQL and one Redis ` +
      '(the embedded PGlite serves one node only; `npm start` runs that). For example:\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/courtside REDIS_URL=redis://127.0.0.1:6379 npm run cluster',
  );
  process.exit(1);
}
if (!ensureHaproxy()) process.exit(1);

const port = Number(process.env.PORT ?? 8080);
const nodes = Number(process.env.CLUSTER_NODES ?? 2);
if (!Number.isInteger(port) || port < 0 || port > 65_535 || !Number.isInteger(nodes) || nodes < 2 || nodes > 8) {
  console.error('PORT must be a port number and CLUSTER_NODES a whole number from 2 to 8.');
  process.exit(1);
}

if (process.env.SKIP_BUILD !== '1') await run('npm', ['run', 'build']);
const demoAdmin = process.env.ADMIN_USER ? {} : { ADMIN_USER: 'admin', ADMIN_PASSWORD: 'Courtside-admin-1' };
const cluster = await startCluster({
  databaseUrl: process.env.DATABASE_URL,
  redisUrl: process.env.REDIS_URL,
  nodes,
  port,
  env: { SANDBOX: '1', ...demoAdmin },
  // A node of its own for the 埋点 beacons (README, "Buried-point reports").
  collector: process.env.CLUSTER_COLLECTOR === '1',
});
const collector = cluster.collector ? `, beacons to ${cluster.collector.url}` : '';
console.log(
  `\nCourtside cluster: ${cluster.url}/app/home through HAProxy, nodes ${cluster.nodes.map((n) => `${n.name} ${n.url}`).join(', ')}${collector}\n`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
