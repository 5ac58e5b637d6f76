// Lighthouse 12's accessibility audit of the operator console's main screens at 1440×900 (desktop),
// signed in as the demo super operator through the cookie session. Goal: >= 95 on every screen.
// `npm run bench` builds first.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './lib';

const ADMIN = { username: 'admin', password: 'Courtside-admin-1' };
const SCREENS: [string, string][] = [
  ['login', '/admin/'],
  ['dashboard', '/admin/#/'],
  ['members', '/admin/#/members'],
  ['member 360', '/admin/#/members/1/show'],
  ['deposits', '/admin/#/deposits'],
  ['withdrawals', '/admin/#/withdrawals'],
  ['adjustments', '/admin/#/adjustments'],
  ['new adjustment', '/admin/#/adjustments/create'],
  ['audit log', '/admin/#/audit'],
  ['ledger check', '/admin/#/ledger'],
  ['promotions', '/admin/#/promotions'],
  ["a member's grants", '/admin/#/promoGrants'],
  ['customer service', '/admin/#/support'],
  ['chat rooms', '/admin/#/chatRooms'],
  ['live rooms', '/admin/#/liveRooms'],
  ['gifts', '/admin/#/gifts'],
  ['markets', '/admin/#/markets'],
  ['member limits', '/admin/#/memberLimits'],
  ['safer gambling', '/admin/#/rg'],
  ['site content', '/admin/#/content'],
  ['games and venues', '/admin/#/venues'],
  ['operators', '/admin/#/operators'],
  ['my security', '/admin/#/security'],
  ['modify requests', '/admin/#/modifyRequests'],
  ['access blocks', '/admin/#/accessBlocks'],
  ['payment tickets', '/admin/#/tickets'],
  ['address whitelist', '/admin/#/whitelist'],
  ['anchors', '/admin/#/anchors'],
  ['clicks', '/admin/#/clicks'],
];

const server = await startServer('node', ['apps/server/dist/main.js'], {
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'courtside-admin-lighthouse-')),
  DATABASE_URL: '',
  REDIS_URL: '',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000',
  ADMIN_USER: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

try {
  const login = await fetch(`${server.url}/api/admin/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, cookie: true }),
  });
  const cookie = /cs-admin=[^;]*/.exec(login.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error('the login set no session cookie');
  console.log('screen | accessibility | audits not passed');
  // ONLY=name,name measures some screens; their failing elements are printed below the table line.
  const only = process.env.ONLY?.split(',');
  for (const [name, path] of SCREENS.filter(([screen]) => !only || only.includes(screen))) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['accessibility'],
      formFactor: 'desktop',
      screenEmulation: { mobile: false, width: 1440, height: 900, deviceScaleFactor: 1, disabled: false },
      throttlingMethod: 'provided',
      // The login screen is measured signed out; the others with the session.
      ...(name === 'login' ? {} : { extraHeaders: { cookie } }),
    });
    if (!result) throw new Error('lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const failing = Object.values(audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 1 &&
          categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
      )
      .map((audit) => audit.id);
    console.log(`${name} | ${Math.round((categories.accessibility?.score ?? 0) * 100)} | ${failing.join(', ') || '—'}`);
    for (const id of failing) {
      const items = (audits[id]?.details as { items?: { node?: { snippet?: string; explanation?: string } }[] })?.items;
      for (const item of items?.slice(0, 5) ?? [])
        console.log(`  ${id}: ${item.node?.snippet} ${item.node?.explanation ?? ''}`);
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}
