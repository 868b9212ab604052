import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Used when the SPA has not been built (e.g. in server tests): the same placeholders as index.html. */
const FALLBACK_SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <!--seo-head-->
    <title>ShortDrama</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** Reads the built index.html, re-reading it when a new build replaced it; the fallback shell when there is none. */
export function shellTemplate(distDir: string): () => string {
  const file = join(distDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;
  return () => {
    try {
      const { mtimeMs } = statSync(file);
      if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
      return cached.html;
    } catch {
      return FALLBACK_SHELL;
    }
  };
}
