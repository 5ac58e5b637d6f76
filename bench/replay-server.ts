// A bare Fastify that answers one POST route with fixed bytes, already compressed: the reply a
// measured route sends, without anything the product does to make it. How fast a bare server can
// send those bytes to this load generator is the ceiling for the route (bench/feed.ts).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const file = process.env.REPLY_FILE;
const encoding = process.env.REPLY_ENCODING;
if (!file || !encoding) throw new Error('REPLY_FILE and REPLY_ENCODING are required');
const body = readFileSync(file);

const app = Fastify({ logger: false });
app.post('/reply', async (_request, reply) =>
  reply
    .type('application/json; charset=utf-8')
    .header('content-encoding', encoding)
    .header('vary', 'accept-encoding')
    .send(body),
);
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`listening ${address}`);
