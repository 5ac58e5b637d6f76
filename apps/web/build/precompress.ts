import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text the server sends often enough to be worth a compressed twin. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest)$/;
/** Below this a compressed file saves less than the header that announces it. */
const MIN_BYTES = 1024;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/**
 * Writes a .br (brotli at its best quality) and a .gz (gzip level 9) beside every text asset once the
 * bundle is written, so the server negotiates them (@fastify/static `preCompressed`) without
 * compressing anything per request. index.html is left out: the server adjusts it per page.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'courtside-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes('/.vite/')) continue;
        const body = readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}
