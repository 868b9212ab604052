/** The offline screen's words in one language (locales/<lang>/site.json, `offline`, copied in by the build). */
export interface OfflineTexts {
  readonly title: string;
  readonly body: string;
  readonly retry: string;
  readonly home: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/**
 * The page the worker answers for a page never opened on this device while there is no network: plain HTML with its
 * own strict CSP (no script at all: "try again" is a link to the same address), in the page's language.
 */
export function offlineScreen(lang: string, texts: OfflineTexts, homePath: string): { html: string; headers: Record<string, string> } {
  const html = `<!doctype html>
<html lang="${escape(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="offline-screen" content="${escape(lang)}">
<title>${escape(texts.title)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#111014;color:#f3f1f5;font:16px/1.5 system-ui,sans-serif}
main{max-width:28rem;padding:2rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 .75rem}
p{margin:0 0 1.5rem;color:#c9c4cf}
a{display:inline-block;margin:.25rem;padding:.6rem 1.2rem;border-radius:999px;background:#e8435a;color:#fff;text-decoration:none;font-weight:600}
a+a{background:transparent;border:1px solid #5a5460}
</style>
</head>
<body>
<main role="alert">
<h1>${escape(texts.title)}</h1>
<p>${escape(texts.body)}</p>
<a href="">${escape(texts.retry)}</a><a href="${escape(homePath)}">${escape(texts.home)}</a>
</main>
</body>
</html>`;
  return {
    html,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      'Cache-Control': 'no-store',
    },
  };
}
