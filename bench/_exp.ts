import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

const variant = process.argv[2]!;
const app = Fastify({
  disableRequestLogging: variant.includes('one'),
  logger: variant.includes('log') ? { level: 'info', stream: { write: () => {} } as never } : false,
});
if (variant.includes('one'))
  app.addHook('onResponse', async (req, reply) => {
    req.log.info({ url: req.url, statusCode: reply.statusCode, ms: reply.elapsedTime }, 'request');
  });
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
if (variant.includes('helmet')) await app.register(helmet);
if (variant.includes('static')) {
  const h = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'origin-agent-cluster': '?1',
    'x-xss-protection': '0',
    'content-security-policy': "default-src 'self'",
  };
  app.addHook('onRequest', async (_req, reply) => {
    reply.headers(h);
  });
}
if (variant.includes('cors')) await app.register(cors, { origin: false });
if (variant.includes('rl')) await app.register(rateLimit, { max: 1e9, timeWindow: '1 minute' });
const body = '{"code":0,"data":{"a":1},"msg":"success"}';
app.post(
  '/x',
  { schema: variant.includes('zod') ? { body: z.object({ keyCodes: z.array(z.string()).max(50) }) } : {} },
  async (_r, reply) => reply.type('application/json').send(body),
);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const opts = {
  url: `${url}/x`,
  method: 'POST' as const,
  connections: 50,
  headers: { 'content-type': 'application/json' },
  body: '{"keyCodes":["a","b"]}',
};
await autocannon({ ...opts, duration: 2 });
const r = await autocannon({ ...opts, duration: 6 });
console.log(variant.padEnd(30), Math.round(r.requests.average));
await app.close();
