import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { siteRoutes } from '@courtside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { CompressedTwins, chosenEncoding } from './precompressed';

describe('chosen encoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chosenEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chosenEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chosenEncoding('deflate')).toBeNull();
    expect(chosenEncoding('*')).toBe('gzip');
    expect(chosenEncoding('identity')).toBeNull();
    expect(chosenEncoding(undefined)).toBeNull();
    expect(chosenEncoding('BR ; q=0.5')).toBe('br');
  });
});

describe('compressed twins', () => {
  it('compresses a text once per encoding and forgets the oldest past its size', () => {
    const twins = new CompressedTwins(2);
    const text = JSON.stringify({ items: Array.from({ length: 500 }, (_, i) => ({ id: i, name: `第${i}场` })) });
    const br = twins.of(text, 'br');
    expect(twins.of(text, 'br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(gunzipSync(twins.of(text, 'gzip')).toString()).toBe(text);
    expect(br.length).toBeLessThan(text.length / 5);
    twins.of(`${text} `, 'br');
    twins.of(`${text}  `, 'br');
    expect(twins.of(text, 'br')).not.toBe(br);
  });
});

describe('a cached read, compressed', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('pglite');
  });
  afterAll(() => app.close());

  it('answers the same bytes, compressed once, to every client that takes the encoding', async () => {
    const ask = (acceptEncoding?: string) =>
      app.fastify.inject({
        method: 'POST',
        url: siteRoutes.navigation.path,
        payload: {},
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const [first, second] = [await ask('gzip, br'), await ask('br')];
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('accept-encoding');
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});
