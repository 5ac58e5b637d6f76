// `npm start`: builds the web app and the server, then runs the server with demo data on the
// embedded database (PGlite under .data/) unless DATABASE_URL points at a PostgreSQL.
import { run } from './lib/run.mjs';

await run('npm', ['run', 'build']);
await run('node', ['apps/server/dist/main.js'], { forward: true });
