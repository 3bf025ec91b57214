// Writes precompressed .br and .gz siblings for text assets in dist/, so the
// server can send them without compressing at request time. Node built-ins only.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const EXTENSIONS = ['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest'];
const MIN_BYTES = 1024;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

let written = 0;
for await (const file of walk(DIST)) {
  if (!EXTENSIONS.some((ext) => file.endsWith(ext))) continue;
  const { size } = await stat(file);
  if (size <= MIN_BYTES) continue;
  const source = await readFile(file);
  const variants = [
    ['.br', brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    })],
    ['.gz', gzipSync(source, { level: 9 })],
  ];
  for (const [suffix, compressed] of variants) {
    if (compressed.length < source.length) {
      await writeFile(file + suffix, compressed);
      written += 1;
    }
  }
  console.log(`compressed ${relative(DIST, file)}`);
}
console.log(`compress: wrote ${written} precompressed files`);
