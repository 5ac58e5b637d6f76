// Run by outbox.test.ts as its own process: commits one event and is killed before any dispatch,
// as a node dies between a commit and the delivery of what it wrote.
import { sql } from 'drizzle-orm';
import { openDatabase } from './db';

const url = process.env.CRASH_DATABASE_URL;
if (!url) throw new Error('CRASH_DATABASE_URL is not set');
const database = await openDatabase({ kind: 'postgres', url });
await database.db.transaction(async (tx) => {
  await tx.execute(sql`insert into outbox_event (topic, payload) values ('test.probe', '{"n": 99}'::jsonb)`);
});
process.kill(process.pid, 'SIGKILL');
