// Journey 6: caching and compression of the embedded UI. index.html is always revalidated;
// the hashed entry script named by its <script type=module src> is cached forever and served
// precompressed (br or gzip) when the request allows it. Requests go through node:http so the
// Accept-Encoding header is exactly ours and bodies arrive undecoded.

import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import { SEED, newTrackedPage, sharedEnv } from './harness.mjs';

const env = sharedEnv();
before(env.setup);
after(() => env.teardown(assert));

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** GET `path` with exactly `headers`; resolves to { status, headers, body: Buffer }. */
function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${env.server.baseUrl}${path}`, { headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(5_000, () => req.destroy(new Error(`GET ${path} timed out`)));
    req.on('error', reject);
  });
}

function assertCsp(res, what) {
  const csp = res.headers['content-security-policy'] ?? '';
  assert.match(csp, /default-src 'self'/, `${what} carries the Content-Security-Policy (got: ${csp})`);
}

describe('static assets', () => {
  let index; // identity response for /
  let scriptPath;

  before(async () => {
    index = await get('/', { 'Accept-Encoding': 'identity' });
    const html = index.body.toString('utf8');
    const tag = html.match(/<script\b[^>]*\btype="module"[^>]*>/);
    assert.ok(tag, `index.html has a module script tag:\n${html}`);
    scriptPath = tag[0].match(/\bsrc="([^"]+)"/)?.[1];
    assert.ok(scriptPath, `the module script has a src: ${tag[0]}`);
  });

  test('index.html is HTML, no-cache, with the CSP', () => {
    assert.equal(index.status, 200);
    assert.match(index.headers['content-type'] ?? '', /^text\/html/);
    assert.equal(index.headers['cache-control'], 'no-cache');
    assertCsp(index, 'index.html');
    // A client route gets the same shell, also no-cache.
    return get('/about', { 'Accept-Encoding': 'identity' }).then((about) => {
      assert.equal(about.status, 200);
      assert.equal(about.headers['cache-control'], 'no-cache');
      assert.ok(about.body.equals(index.body), '/about is served the index.html shell');
    });
  });

  test('the entry script is hashed under /assets/ and cached immutably', async () => {
    assert.match(scriptPath, /^\/assets\/[\w.-]+-[\w-]{6,}\.js$/, `hashed script path: ${scriptPath}`);
    const res = await get(scriptPath, { 'Accept-Encoding': 'identity' });
    assert.equal(res.status, 200);
    assert.match(res.headers['content-type'] ?? '', /javascript/);
    assert.equal(res.headers['cache-control'], IMMUTABLE);
    assert.equal(res.headers['content-encoding'], undefined, 'no encoding when only identity is accepted');
    assert.match(res.headers.vary ?? '', /accept-encoding/i);
    assert.ok(res.body.length > 1000, 'a real script body');
    assertCsp(res, 'the script');
  });

  test('Accept-Encoding: br gets the brotli file, decoding to the same script', async () => {
    const plain = await get(scriptPath, { 'Accept-Encoding': 'identity' });
    const res = await get(scriptPath, { 'Accept-Encoding': 'br' });
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-encoding'], 'br');
    assert.match(res.headers.vary ?? '', /accept-encoding/i);
    assert.equal(res.headers['cache-control'], IMMUTABLE);
    assert.match(res.headers['content-type'] ?? '', /javascript/);
    assert.ok(res.body.length < plain.body.length, 'the br body is smaller');
    assert.ok(zlib.brotliDecompressSync(res.body).equals(plain.body), 'br body decodes to the script');
  });

  test('Accept-Encoding: gzip gets the gzip file; a browser-style header prefers br', async () => {
    const plain = await get(scriptPath, { 'Accept-Encoding': 'identity' });
    const gz = await get(scriptPath, { 'Accept-Encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.ok(zlib.gunzipSync(gz.body).equals(plain.body), 'gzip body decodes to the script');

    const browserStyle = await get(scriptPath, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    assert.equal(browserStyle.headers['content-encoding'], 'br');

    const brRefused = await get(scriptPath, { 'Accept-Encoding': 'gzip, br;q=0' });
    assert.equal(brRefused.headers['content-encoding'], 'gzip', 'br;q=0 is honoured');
  });

  test('a missing hashed asset is a 404, not the HTML shell', async () => {
    const res = await get('/assets/no-such-file-DEADBEEF.js', { 'Accept-Encoding': 'identity' });
    assert.equal(res.status, 404);
    assert.doesNotMatch(res.headers['content-type'] ?? '', /text\/html/);
    const api = await get('/api/no-such-endpoint');
    assert.equal(api.status, 404);
    assert.match(api.headers['content-type'] ?? '', /json/);
  });

  test('the browser loads the page with compressed, CSP-clean assets', async () => {
    const tracked = await newTrackedPage(env.browser, { baseURL: env.server.baseUrl });
    try {
      const encodings = new Map();
      tracked.page.on('response', async (res) => {
        const url = new URL(res.url());
        if (url.pathname.startsWith('/assets/')) {
          encodings.set(url.pathname, (await res.allHeaders())['content-encoding'] ?? 'none');
        }
      });
      await tracked.page.goto('/');
      await tracked.page.getByRole('heading', { level: 1, name: SEED.organizationName }).waitFor();
      await tracked.page.waitForLoadState('networkidle');
      // Chromium asks for "gzip, deflate, br, zstd" on a local origin; either precompressed file will do.
      assert.match(
        encodings.get(scriptPath) ?? 'not requested',
        /^(br|gzip)$/,
        `entry script encoding in the browser: ${JSON.stringify([...encodings])}`,
      );
      assert.deepEqual(await tracked.problems(), []);
    } finally {
      await tracked.context.close();
    }
  });
});
