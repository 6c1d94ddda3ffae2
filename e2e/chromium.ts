import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The Chromium to drive (docs/product.md D1, decision 091): CHROMIUM_PATH, else `chromium` on PATH
 * (the system's, kept first when present), else Playwright's own if installed, else the Chromium
 * shipped inside the `@sparticuz/chromium` npm package, so `npm install && npm test` needs no system
 * browser. `undefined` only when none is there.
 */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH && fs.existsSync(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
  const system = onPath('chromium', env) ?? onPath('chromium-browser', env);
  if (system) return system;
  // Playwright's own browser, where one was installed (it cannot be downloaded here).
  const own = playwrightChromium();
  if (own) return own;
  const packaged = packagedChromium();
  // Playwright loads this file in every worker: the children inherit the path and skip the look-up.
  if (packaged && env === process.env) process.env.CHROMIUM_PATH = packaged;
  return packaged;
}

/**
 * Debian's headless shell (`apt-get install chromium-headless-shell`), the same Blink as `chromium` without the
 * browser around it (decision 305): CHROMIUM_HEADLESS_SHELL_PATH, else `chromium-headless-shell` on PATH, else
 * `undefined`, and the browser tests run on the full Chromium.
 */
export function headlessShellPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_HEADLESS_SHELL_PATH && fs.existsSync(env.CHROMIUM_HEADLESS_SHELL_PATH))
    return env.CHROMIUM_HEADLESS_SHELL_PATH;
  return onPath('chromium-headless-shell', env);
}

/** The program `name` as the shell finds it on `env`'s PATH, else `undefined`. */
function onPath(name: string, env: NodeJS.ProcessEnv): string | undefined {
  try {
    return (
      execSync(`command -v ${name}`, { encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined
    );
  } catch {
    return undefined; // not on PATH
  }
}

export function playwrightChromium(): string | undefined {
  try {
    const own = chromium.executablePath();
    return own && fs.existsSync(own) ? own : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The npm package keeps Chromium brotli-compressed and writes the binary to the temp folder on first
 * use (about 11 s here, then reused). Its API is async and Playwright reads the path synchronously
 * while loading its config, hence the child Node.
 */
export function packagedChromium(): string | undefined {
  try {
    const script =
      "const { default: c } = await import('@sparticuz/chromium'); process.stdout.write(await c.executablePath());";
    const found = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 120_000,
    }).trim();
    return found && fs.existsSync(found) ? found : undefined;
  } catch {
    return undefined; // not installed, or cannot run on this machine
  }
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--proxy-server=http://127.0.0.1:9',
  '--autoplay-policy=no-user-gesture-required',
];
