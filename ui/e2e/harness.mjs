// Shared helpers for the browser end-to-end tests (not a test file itself).
//
// Each test file starts its own `farmstand serve` on a free port with a fresh data dir,
// drives it with one headless Chromium, and stops it with SIGTERM, expecting exit code 0.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const UI_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The binary under test: $FARMSTAND_BIN (xtask passes it), else ../target/release/farmstand. */
export const FARMSTAND_BIN = path.resolve(
  UI_DIR,
  process.env.FARMSTAND_BIN || path.join('..', 'target', 'release', 'farmstand'),
);

/** Seeded site settings the UI should show. */
export const SEED = {
  organizationName: 'Farmstand Community Farm',
  email: 'hello@farmstand.example',
  phone: '(555) 010-0142',
};

const HEALTH_TIMEOUT_MS = 10_000;
const STOP_TIMEOUT_MS = 10_000;

/** A TCP port nobody listens on right now (bind port 0, read it back, release it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Last part of a captured output stream, for failure messages. */
function tail(text, max = 4000) {
  // eslint-disable-next-line no-control-regex
  const plain = text.replace(/\x1b\[[0-9;]*m/g, '');
  return plain.length > max ? `…${plain.slice(-max)}` : plain;
}

/**
 * Starts `farmstand serve` on a free port with a new temp data dir (plus `env`) and waits for /healthz.
 * Returns { baseUrl, dataDir, port, stop(), stderr() }; stop() resolves to
 * { code, signal, stderr }. Retries with another port if the chosen one was taken meanwhile.
 */
export async function startServer({ env = {} } = {}) {
  if (!existsSync(FARMSTAND_BIN)) {
    throw new Error(
      `farmstand binary not found at ${FARMSTAND_BIN}. Build it (cargo xtask dist) or set FARMSTAND_BIN.`,
    );
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(env);
    } catch (err) {
      if (!err.portTaken || attempt >= 3) throw err;
    }
  }
}

async function startServerOnce(extraEnv) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'farmstand-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const child = spawn(FARMSTAND_BIN, ['serve', '--addr', `127.0.0.1:${port}`, '--data-dir', dataDir], {
    // The site's address for emailed links and Stripe's return pages (serve requires it
    // when Stripe or SMTP is set up).
    env: { ...process.env, FARMSTAND_LOG: 'warn', NO_COLOR: '1', FARMSTAND_PUBLIC_URL: baseUrl, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));

  let exited = null; // { code, signal } once the process ends
  const exitPromise = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
    child.on('error', (err) => {
      exited = { code: null, signal: null, error: err };
      resolve(exited);
    });
  });
  // Never leave a server behind if the test process dies early.
  const killOnExit = () => {
    if (!exited) child.kill('SIGKILL');
  };
  process.on('exit', killOnExit);

  const cleanupDir = () => rm(dataDir, { recursive: true, force: true, maxRetries: 3 });

  // Wait for /healthz.
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let lastError = 'no attempt made';
  let healthy = false;
  while (Date.now() < deadline && !exited) {
    try {
      const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(1000) });
      const body = await res.text();
      if (res.status === 200 && JSON.parse(body).status === 'ok') {
        healthy = true;
        break;
      }
      lastError = `HTTP ${res.status}: ${body.slice(0, 200)}`;
    } catch (err) {
      lastError = err.cause?.code ?? err.message;
    }
    await sleep(100);
  }
  if (!healthy) {
    const timedOut = !exited;
    if (!exited) {
      child.kill('SIGKILL');
      await exitPromise;
    }
    // Stop reading: a stray grandchild holding the pipes must not keep this process alive.
    child.stdout.destroy();
    child.stderr.destroy();
    process.off('exit', killOnExit);
    await cleanupDir();
    const how = exited?.error
      ? `could not be started (${exited.error.message})`
      : !timedOut
        ? `exited before becoming healthy (exit code ${exited.code}, signal ${exited.signal})`
        : `did not become healthy within ${HEALTH_TIMEOUT_MS / 1000} s (last /healthz attempt: ${lastError})`;
    const error = new Error(`farmstand serve ${how}\n--- stderr ---\n${tail(stderr)}\n--- stdout ---\n${tail(stdout)}`);
    error.portTaken = !timedOut && /in use/i.test(stderr);
    throw error;
  }

  return {
    baseUrl,
    dataDir,
    port,
    stderr: () => stderr,
    /** SIGTERM, wait for the exit, remove the data dir; resolves to { code, signal, stderr }. */
    async stop() {
      if (!exited) child.kill('SIGTERM');
      let timer;
      const result = await Promise.race([
        exitPromise,
        new Promise((resolve) => {
          timer = setTimeout(() => resolve(null), STOP_TIMEOUT_MS);
        }),
      ]);
      clearTimeout(timer);
      if (!result) {
        child.kill('SIGKILL');
        await exitPromise;
      }
      process.off('exit', killOnExit);
      await cleanupDir();
      return {
        code: result ? result.code : null,
        signal: result ? result.signal : 'timeout: SIGKILLed',
        stderr: tail(stderr),
      };
    },
  };
}

/** Runs a farmstand CLI command to completion; resolves to { code, stdout, stderr }. */
export function runCli(args, { stdin = '', timeoutMs = 15_000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(FARMSTAND_BIN, args, {
      env: { ...process.env, FARMSTAND_LOG: 'warn', NO_COLOR: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`farmstand ${args.join(' ')} timed out after ${timeoutMs} ms\n${stderr}`));
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.end(stdin);
  });
}

/** Headless Debian Chromium ($CHROMIUM_PATH or /usr/bin/chromium); never downloads one. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A new page in a fresh context that records console errors, uncaught page errors and CSP
 * violations. `problems()` lists them; `ignoreConsole` filters expected console errors.
 */
export async function newTrackedPage(browser, { baseURL, viewport = { width: 1280, height: 800 } } = {}) {
  const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
  context.setDefaultTimeout(5_000);
  context.setDefaultNavigationTimeout(10_000);
  // CSP violations raise a DOM event; record them where the test can read them.
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'}`);
    });
  });
  const page = await context.newPage();
  const consoleErrors = [];
  const pageErrors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => pageErrors.push(String(err)));

  return {
    context,
    page,
    consoleErrors,
    pageErrors,
    /** Everything that went wrong in the browser so far (console errors matching `ignore` are skipped). */
    async problems({ ignore = [] } = {}) {
      let csp = [];
      try {
        csp = await page.evaluate(() => window.__cspViolations ?? []);
      } catch {
        // The page may be navigating; console messages still report CSP blocks.
      }
      return [
        ...consoleErrors.filter((t) => !ignore.some((re) => re.test(t))).map((t) => `console error: ${t}`),
        ...pageErrors.map((t) => `page error: ${t}`),
        ...csp.map((t) => `CSP violation: ${t}`),
      ];
    },
  };
}

/** The toast titles currently shown in the notification region. */
export function toastTitles(page) {
  return page.locator('.toast-region .toast__title').allTextContents();
}

/** Waits until a toast with exactly `title` is shown. */
export async function waitForToast(page, title, timeout = 5_000) {
  await page.locator('.toast-region .toast__title', { hasText: new RegExp(`^${escapeRegExp(title)}$`) }).waitFor({
    state: 'visible',
    timeout,
  });
}

export function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Per-file setup for `node:test`: one server and one browser, torn down in `after`, with the
 * server's graceful exit (code 0 on SIGTERM) asserted there.
 */
export function sharedEnv({ browser: wantBrowser = true, serverEnv = async () => ({}) } = {}) {
  const env = { server: null, browser: null };
  env.setup = async () => {
    env.server = await startServer({ env: await serverEnv() });
    if (wantBrowser) env.browser = await launchBrowser();
  };
  env.teardown = async (assert) => {
    if (env.browser) await env.browser.close();
    if (env.server) {
      const result = await env.server.stop();
      assert.deepEqual(
        { code: result.code, signal: result.signal },
        { code: 0, signal: null },
        `farmstand serve should stop gracefully with exit code 0 on SIGTERM\n--- stderr ---\n${result.stderr}`,
      );
    }
  };
  return env;
}

/** Creates an administrator with the real CLI (`farmstand admin add --password-stdin`); throws if it fails. */
export async function addAdmin(dataDir, username, password) {
  const result = await runCli(['admin', 'add', '--username', username, '--password-stdin', '--data-dir', dataDir], {
    stdin: `${password}\n`,
  });
  if (result.code !== 0) {
    throw new Error(`farmstand admin add failed (exit ${result.code})\n--- stderr ---\n${result.stderr}\n--- stdout ---\n${result.stdout}`);
  }
  return result;
}

/** Signs in at /admin/login and waits for the dashboard's greeting. */
export async function signInAsAdmin(page, username, password) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard');
  await page.getByRole('heading', { level: 1, name: `Welcome back, ${username}` }).waitFor();
}

/** A valid 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Writes `bytes` to a new temp dir as `name`; returns { file, cleanup() }. */
export async function writeTempFile(name, bytes) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'farmstand-e2e-upload-'));
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return { file, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** Accepts the next window.confirm/alert and resolves to its message. */
export function acceptNextDialog(page) {
  return new Promise((resolve) => {
    page.once('dialog', async (dialog) => {
      const message = dialog.message();
      await dialog.accept();
      resolve(message);
    });
  });
}

/** The description of the toast currently shown (the region holds at most one). */
export function toastDescriptions(page) {
  return page.locator('.toast-region .toast__description').allTextContents();
}

/** How many pixels the page is wider than the screen (0 or less: nothing scrolls sideways). */
export function horizontalOverflow(page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
