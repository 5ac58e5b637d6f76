// `npm start`: builds the web app and the server, then runs the server with demo data on the
// embedded database (PGlite under .data/) unless DATABASE_URL points at a PostgreSQL.
import { run } from './lib/run.mjs';

// A demo back-office operator, so the back office can be tried at once; an environment that names
// its own admin replaces it. The server creates it only if no operator of that name exists yet.
const demoAdmin = process.env.ADMIN_USER ? {} : { ADMIN_USER: 'admin', ADMIN_PASSWORD: 'Courtside-admin-1' };

await run('npm', ['run', 'build']);
// The demo is a sandbox: its gateway pay page, chain wallet and venue lobby are served (SANDBOX=1).
await run('node', ['apps/server/dist/main.js'], {
  forward: true,
  env: { SANDBOX: '1', ...process.env, ...demoAdmin },
});
