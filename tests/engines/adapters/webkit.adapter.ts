import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, Capabilities, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import type { Engine, EngineSession, PageFunction, Target } from '../engine-session';
import { appReady, callScript, describe, findScript, poll } from '../page-scripts';
import { EngineMissing } from './engine-missing';

const WINDOW = { width: 390, height: 844 } as const;
const STEP_TIMEOUT_MS = 20_000;
const MINIBROWSER_PATHS = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser',
];

/** The Debian packages WebKit's journeys need, each with what it brings. */
export const WEBKIT_PACKAGES: readonly { name: string; why: string }[] = [
  { name: 'webkit2gtk-driver', why: 'WebKitWebDriver, which runs MiniBrowser (from libwebkit2gtk-4.1-0) in automation mode' },
  { name: 'xvfb', why: 'a virtual X display: MiniBrowser has no headless mode' },
  { name: 'xauth', why: 'xvfb-run needs it' },
  { name: 'gstreamer1.0-libav', why: "H.264 decoding in WebKitGTK's media stack" },
  { name: 'gstreamer1.0-plugins-good', why: 'the MP4 demuxer' },
  { name: 'gstreamer1.0-plugins-base', why: 'playback elements' },
];

function installed(name: string): boolean {
  const answer = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return answer.status === 0 && answer.stdout.includes('install ok installed');
}

/**
 * MiniBrowser's toolbar (back, forward, reload, address) keeps its GTK window at least 447 px wide, wider than the
 * 390 px phone the journeys use; a GTK style sheet of its own shrinks the toolbar's widgets so the window, and the
 * page's viewport with it, can be 390 px. The page is drawn by WebKit, which this style sheet does not touch.
 */
function narrowToolbarConfig(): string {
  const home = mkdtempSync(join(tmpdir(), 'engines-webkit-gtk-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(
    join(home, 'gtk-3.0', 'gtk.css'),
    'headerbar, toolbar, headerbar *, toolbar *, entry, button { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; border-width: 0; }\n',
  );
  return home;
}

/**
 * WebKit as Debian ships it (WebKitGTK 2.50), the engine of Safari: WebKitWebDriver, a classic W3C WebDriver server,
 * started here on a virtual display, runs MiniBrowser for each session; selenium-webdriver talks to it. One session
 * per journey (a fresh MiniBrowser, so a fresh profile); the driver takes one session at a time.
 */
export async function startWebKit(port: number): Promise<Engine> {
  const missing = WEBKIT_PACKAGES.filter((entry) => !installed(entry.name)).map((entry) => entry.name);
  const binary = process.env.MINIBROWSER_PATH ?? MINIBROWSER_PATHS.find((path) => existsSync(path));
  if (missing.length || !existsSync('/usr/bin/WebKitWebDriver') || !binary) {
    throw new EngineMissing(
      'webkit',
      `missing ${missing.length ? missing.join(', ') : 'WebKitWebDriver or MiniBrowser'}`,
      WEBKIT_PACKAGES.map((entry) => entry.name),
    );
  }
  // Its own process group: stopping it ends Xvfb, the driver and any MiniBrowser together.
  const driver: ChildProcess = spawn('xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', 'WebKitWebDriver', `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, XDG_CONFIG_HOME: narrowToolbarConfig() },
  });
  let driverLog = '';
  driver.stderr?.on('data', (chunk: Buffer) => (driverLog = (driverLog + chunk.toString()).slice(-4000)));
  const server = `http://127.0.0.1:${port}`;
  await poll(
    'WebKitWebDriver to answer',
    async () => {
      if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited: ${driverLog}`);
      return (await fetch(`${server}/status`, { signal: AbortSignal.timeout(1000) })).ok;
    },
    30_000,
  );
  return {
    name: 'webkit',
    cannot: new Set(['readClipboard']),
    open: (origin) => WebKitSession.open(server, binary, origin),
    stop: async () => {
      if (driver.exitCode === null && driver.pid) {
        const exited = new Promise((resolve) => driver.once('exit', resolve));
        process.kill(-driver.pid, 'SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      }
    },
  };
}

class WebKitSession implements EngineSession {
  readonly engine = 'webkit' as const;

  private constructor(
    readonly origin: string,
    private readonly driver: WebDriver,
  ) {}

  static async open(server: string, binary: string, origin: string): Promise<WebKitSession> {
    const capabilities = new Capabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary, args: ['--automation'] } });
    const driver = await new Builder().usingServer(server).withCapabilities(capabilities).build();
    await driver
      .manage()
      .window()
      .setRect({ x: 0, y: 0, ...WINDOW });
    // The window's height includes the (shrunk) toolbar: grow it by that much so the page is 390x844.
    const inner = await driver.executeScript<[number, number]>('return [innerWidth, innerHeight]');
    await driver
      .manage()
      .window()
      .setRect({ x: 0, y: 0, width: WINDOW.width, height: WINDOW.height + (WINDOW.height - inner[1]) });
    const size = await driver.executeScript<[number, number]>('return [innerWidth, innerHeight]');
    if (size[0] !== WINDOW.width) throw new Error(`MiniBrowser's page is ${size[0]} px wide, not ${WINDOW.width}`);
    await driver.manage().setTimeouts({ script: 60_000, pageLoad: 60_000 });
    return new WebKitSession(origin, driver);
  }

  async goto(path: string, options: { waitForApp?: boolean } = {}): Promise<void> {
    await this.driver.get(new URL(path, this.origin).href);
    if (options.waitForApp !== false) await this.waitFor('the app to hydrate the page', appReady, [], 30_000);
  }

  async reload(): Promise<void> {
    await this.driver.navigate().refresh();
    await this.waitFor('the app to hydrate the reloaded page', appReady, [], 30_000);
  }

  async back(): Promise<void> {
    await this.driver.navigate().back();
  }

  url(): Promise<string> {
    return this.driver.getCurrentUrl();
  }

  async evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<R> {
    return (await this.driver.executeScript(`return ${callScript(fn, args)}`)) as R;
  }

  waitFor<A extends unknown[], R>(what: string, fn: PageFunction<A, R>, args = [] as unknown as A, timeoutMs = STEP_TIMEOUT_MS): Promise<NonNullable<R>> {
    return poll(what, () => this.evaluate(fn, ...args), timeoutMs);
  }

  /** The element, scrolled to the middle of the window (the driver would scroll it to an edge, under the site's bars). */
  private async element(target: Target, timeoutMs = STEP_TIMEOUT_MS): Promise<WebElement> {
    const element = await poll(describe(target), () => this.driver.executeScript<WebElement | null>(`return ${findScript(target)}`), timeoutMs);
    await this.driver.executeScript("arguments[0].scrollIntoView({ block: 'center', inline: 'center' })", element);
    return element;
  }

  async click(target: Target, timeoutMs?: number): Promise<void> {
    await (await this.element(target, timeoutMs)).click();
  }

  async hover(target: Target, timeoutMs?: number): Promise<void> {
    const element = await this.element(target, timeoutMs);
    await this.driver.actions().move({ origin: element }).perform();
  }

  async fill(target: Target, text: string, timeoutMs?: number): Promise<void> {
    const element = await this.element(target, timeoutMs);
    await element.click();
    if (await element.getAttribute('value')) await element.sendKeys(Key.chord(Key.CONTROL, 'a'), Key.BACK_SPACE);
    await element.sendKeys(text);
  }

  async pressEnter(target: Target): Promise<void> {
    await (await this.element(target)).sendKeys(Key.ENTER);
  }

  async select(target: Target, value: string): Promise<void> {
    const list = await this.element(target);
    // Options of a closed list have no box; the driver's click on an option chooses it (WebDriver's Element Click).
    const option = await this.driver.executeScript<WebElement | null>('return arguments[0].querySelector(arguments[1])', list, `option[value="${value}"]`);
    if (!option) throw new Error(`${describe(target)} has no option ${value}`);
    await option.click();
  }

  async screenshot(file: string): Promise<void> {
    writeFileSync(file, Buffer.from(await this.driver.takeScreenshot(), 'base64'));
  }

  nativeErrors(): string[] {
    // Classic WebDriver reports no page errors; the page-error proxy's script does, for every engine.
    return [];
  }

  async leave(): Promise<void> {
    await this.driver.get('about:blank');
  }

  async close(): Promise<void> {
    await this.driver.quit();
  }
}
