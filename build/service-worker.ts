import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'rolldown';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../src/domain/routing/language.ts';

/** Where the worker's program is (it imports the pure request rules from src/domain/offline). */
const WORKER_SOURCE = 'src/infrastructure/service-worker/service-worker.ts';

/**
 * The files the worker keeps when it installs: the stylesheet and the site's code, without the operators' console
 * (no visitor needs it offline) and without the texts of the ten languages (the worker keeps those of the language a
 * visitor reads as the pages load them: a tenth of the bytes).
 */
export function precacheList(bundle: OutputBundle): string[] {
  const files: string[] = [];
  for (const [file, output] of Object.entries(bundle)) {
    if (!file.startsWith('assets/') || !/\.(?:js|css)$/.test(file)) continue;
    if (output.type === 'chunk' && (output.name.startsWith('locale-') || isConsoleOnly(output))) continue;
    files.push(`/${file}`);
  }
  return files.sort();
}

/** A chunk whose own code is all the console's (src/<layer>/admin/; the libraries only it uses do not count). */
function isConsoleOnly(chunk: OutputChunk): boolean {
  const own = chunk.moduleIds.filter((id) => !id.includes('\0') && /[\\/]src[\\/]/.test(id));
  return own.length > 0 && own.every((id) => /[\\/]src[\\/][a-z]+[\\/]admin[\\/]/.test(id));
}

/** The offline screen's words in each language, from locales/<lang>/site.json. */
function offlineTexts(root: string): Record<string, unknown> {
  const texts: Record<string, unknown> = {};
  for (const lang of LANGUAGES) {
    const site = JSON.parse(readFileSync(join(root, 'locales', lang, 'site.json'), 'utf8')) as { offline?: { screen?: unknown } };
    if (!site.offline?.screen) throw new Error(`locales/${lang}/site.json has no offline.screen texts`);
    texts[lang] = site.offline.screen;
  }
  return texts;
}

/**
 * Emits `sw.js` at the root of the build: the worker's program bundled on its own (a classic script, as every
 * browser registers it), preceded by what this build tells it (SW_BUILD: the build id from build-manifest.ts, the
 * precache list, the offline screen's words). Its bytes change with the build id, which is how browsers notice a
 * new worker; the same sources build the same file.
 */
export function serviceWorker(root: string): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        if (this.environment.name !== 'client') return;
        const latest = bundle['builds/latest.json'];
        if (latest?.type !== 'asset') throw new Error('service-worker: builds/latest.json is missing (build-manifest.ts runs first)');
        const { id } = JSON.parse(String(latest.source)) as { id: string };
        const config = { id, precache: precacheList(bundle), languages: [...LANGUAGES], texts: offlineTexts(root) };
        const program = await build({
          input: join(root, WORKER_SOURCE),
          write: false,
          platform: 'browser',
          output: { format: 'iife', minify: true },
        });
        const code = program.output[0].code;
        this.emitFile({ type: 'asset', fileName: 'sw.js', source: `var SW_BUILD=${JSON.stringify(config)};\n${code}` });
      },
    },
  };
}
