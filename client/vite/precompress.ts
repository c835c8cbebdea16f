// Brotli and gzip twins of the built text files, made once at build time at the highest levels
// (too slow per request), so the server sends them as they are (@fastify/static preCompressed).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
// Below this a file fits in a packet or two either way; the server then sends it plain.
const MIN_BYTES = 1024;

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const name of fs.readdirSync(outDir, { recursive: true }).map(String)) {
        const file = path.join(outDir, name);
        if (!COMPRESSIBLE.test(name) || !fs.statSync(file).isFile()) continue;
        const body = fs.readFileSync(file);
        if (body.byteLength < MIN_BYTES) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      }
    },
  };
}
