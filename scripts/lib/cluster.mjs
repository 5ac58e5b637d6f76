import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { HAPROXY } from './haproxy.mjs';

const START_TIMEOUT_MS = 120_000;
const READY_POLL_MS = 250;

/** A port nobody listens on right now (the kernel's pick, released at once). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * The 埋点 report's path (`TRACK_REPORT_PATH`, packages/domain/src/track.ts; e2e/specs/cluster.e2e.ts
 * checks the two agree): a plain script cannot import the TypeScript package.
 */
export const BEACON_PATH = '/api/site/report/v1/buriedPoint';

/**
 * HAProxy in front of the nodes. Health checks every second on /readyz (503 while PostgreSQL is
 * unreachable), two misses take a node out and one answer puts it back, so a dead node leaves the pool
 * within about 2 s. A node cookie keeps a browser on one node: Socket.IO's long-polling fallback needs
 * its requests on the node that holds the session (a websocket needs nothing, and a client without
 * cookies is spread over the nodes). A node marked down has its tunnels closed, so its sockets
 * reconnect to the others at once; a request that could not connect is tried on another node.
 * With a collector, the beacon path goes to it alone, and to the member nodes only while it is down.
 */
const haproxyConfig = ({ port, nodes, collector }) => `global
  # Two descriptors a connection, under the usual open-file limit of 20,000.
  maxconn 8000

defaults
  mode http
  option forwardfor
  option redispatch
  retries 2
  retry-on conn-failure empty-response response-timeout
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout http-keep-alive 10s

frontend site
  bind 127.0.0.1:${port}
${collector ? `  use_backend beacons if { path ${BEACON_PATH} }\n` : ''}  default_backend nodes
${
  collector
    ? `
backend beacons
  option httpchk GET /readyz
  http-check expect status 200
  option allbackups
  default-server inter 1s fastinter 500ms fall 2 rise 1
  server ${collector.name} 127.0.0.1:${collector.port} check
${nodes.map((n) => `  server ${n.name} 127.0.0.1:${n.port} check backup`).join('\n')}
`
    : ''
}
backend nodes
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  cookie csnode insert indirect nocache httponly
  default-server inter 1s fastinter 500ms fall 2 rise 1 on-marked-down shutdown-sessions
${nodes.map((n) => `  server ${n.name} 127.0.0.1:${n.port} check cookie ${n.name}`).join('\n')}
`;

/** Secrets every node must share (cookies, signed URLs and callbacks made by one are checked by another). */
const sharedSecrets = () => ({
  MEDIA_SIGNING_KEY: randomBytes(32).toString('hex'),
  SANDBOX_PAY_SECRET: randomBytes(32).toString('hex'),
  GAME_TOKEN_KEY: randomBytes(32).toString('hex'),
  // The demo's two sites; a gateway session issued by one node is opened by the other.
  GATEWAY_SITE_KEYS: [5000, 5001].map((site) => `${site}:${randomBytes(32).toString('base64url')}`).join(','),
});

const waitFor = async (what, check, timeoutMs) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
};

const answersReady = async (url) => (await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok;

/**
 * Starts `nodes` server processes on one PostgreSQL and one Redis, and HAProxy in front of them on
 * `port` (0: a free one). Each node can be killed and started again; `stop` ends everything.
 * `output(name)` says where a process's output goes: 'inherit', or a file path.
 * `collector`: one more node, at nice 10, that the proxy gives the 埋点 beacons to (and nothing else),
 * so the nodes that answer members spend none of their thread on 10,000 events a second; a collector
 * is an ordinary node (same build, same database), only the proxy's rule makes it one.
 */
export const startCluster = async ({
  databaseUrl,
  redisUrl,
  bundle = 'apps/server/dist/main.js',
  nodes: count = 2,
  port = 0,
  env = {},
  output = () => 'inherit',
  collector = false,
}) => {
  if (!databaseUrl || !redisUrl) throw new Error('a cluster needs DATABASE_URL and REDIS_URL');
  const secrets = sharedSecrets();
  const frontPort = port || (await freePort());
  const nodes = [];
  for (let i = 0; i < count; i++)
    nodes.push({ name: String.fromCharCode(97 + i), port: await freePort(), child: null });
  const beacons = collector ? { name: 'beacons', port: await freePort(), child: null, nice: true } : null;

  // One stream a process for the whole run: a node started again writes on after its first life.
  const streams = new Map();
  const streamOf = (name) => {
    const target = output(name);
    if (target === 'inherit') return 'inherit';
    if (!streams.has(name)) {
      mkdirSync(dirname(target), { recursive: true });
      streams.set(name, createWriteStream(target));
    }
    return streams.get(name);
  };

  const launch = (node) => {
    const out = streamOf(`node-${node.name}`);
    // Below the member nodes on a shared machine: a beacon can wait, a member's read cannot.
    const [command, args] = node.nice ? ['nice', ['-n', '10', 'node', bundle]] : ['node', [bundle]];
    const child = spawn(command, args, {
      env: {
        ...process.env,
        ...secrets,
        ...env,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        HOST: '127.0.0.1',
        PORT: String(node.port),
        // HAProxy is the one hop in front: its X-Forwarded-For names the client.
        TRUST_PROXY: 'loopback',
      },
      stdio: ['ignore', out === 'inherit' ? 'inherit' : 'pipe', out === 'inherit' ? 'inherit' : 'pipe'],
    });
    if (out !== 'inherit') {
      child.stdout.pipe(out, { end: false });
      child.stderr.pipe(out, { end: false });
    }
    node.child = child;
    return waitFor(`node ${node.name}`, () => answersReady(`http://127.0.0.1:${node.port}`), START_TIMEOUT_MS);
  };

  const configDir = mkdtempSync(join(tmpdir(), 'courtside-cluster-'));
  const configFile = join(configDir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig({ port: frontPort, nodes, collector: beacons }));
  let haproxy = null;
  const stop = async () => {
    const exits = [...nodes.map((n) => n.child), beacons?.child, haproxy]
      .filter((c) => c && c.exitCode === null && c.signalCode === null)
      .map((c) => {
        const exited = new Promise((resolve) => c.once('exit', resolve));
        c.kill('SIGTERM');
        return exited;
      });
    await Promise.all(exits);
    for (const stream of streams.values()) stream.end();
    rmSync(configDir, { recursive: true, force: true });
  };

  try {
    // The first node migrates and seeds a new database; the others start once it answers (they would
    // wait on its start-up lock anyway, with their query timeouts running).
    await launch(nodes[0]);
    await Promise.all([...nodes.slice(1), ...(beacons ? [beacons] : [])].map(launch));
    const proxyOut = streamOf('haproxy');
    // -db: stay in the foreground, so the proxy ends with us.
    haproxy = spawn(HAPROXY, ['-db', '-f', configFile], {
      stdio: ['ignore', proxyOut === 'inherit' ? 'inherit' : 'pipe', proxyOut === 'inherit' ? 'inherit' : 'pipe'],
    });
    if (proxyOut !== 'inherit') {
      haproxy.stdout.pipe(proxyOut, { end: false });
      haproxy.stderr.pipe(proxyOut, { end: false });
    }
    const url = `http://127.0.0.1:${frontPort}`;
    const proxyExited = new Promise((_, reject) =>
      haproxy.once('exit', (code) => reject(new Error(`HAProxy exited with ${code} (its output says why)`))),
    );
    proxyExited.catch(() => {});
    await Promise.race([waitFor('HAProxy', () => answersReady(url), 30_000), proxyExited]);
    const handle = (node) => ({
      name: node.name,
      url: `http://127.0.0.1:${node.port}`,
      get pid() {
        return node.child?.pid;
      },
      /** Ends the node with a signal (SIGKILL plays a crash) and resolves when it has exited. */
      kill: (signal = 'SIGTERM') =>
        new Promise((resolve) => {
          const child = node.child;
          if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill(signal);
        }),
      start: () => launch(node),
    });
    return { url, nodes: nodes.map(handle), collector: beacons ? handle(beacons) : null, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
