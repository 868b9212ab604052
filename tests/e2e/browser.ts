import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** The Debian package's Chromium when present, else Playwright's own; never a silent skip. */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return undefined;
  throw new Error(
    "No Chromium found: install Debian's package (apt-get install chromium) or set CHROMIUM_PATH. " + 'The end-to-end tests never skip silently.',
  );
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
