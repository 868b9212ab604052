import { inlineScript } from './inline-script';

/** How long the app's code waits at most for the first paint, or for the episode's first frame (a slow video). */
export const APP_CODE_WAIT_MS = 1500;

/** What a page shows before it asks for the app's code. */
export type AppCodeAfter = 'first-paint' | 'first-frame';

/**
 * The app's code comes after what the visitor came for. On a phone network the code (about 170-250 KB) shares one
 * thin line with the page's stylesheet and, on an episode's page, with the video: asked for from the head, it held the
 * first paint (and the episode's first frame, 4.5 s where a bare page with the same video needs 0.65 s, issue 19).
 * The server's HTML is the page, and taps before the app are replayed (early-clicks.script.ts), so the page asks for
 * the app's chunks and entry script once it has painted (the frame after the first animation frame), or, on a free
 * episode's page, once the `<video>` has its first frame: loaded (`loadeddata`) or, when Play was already pressed,
 * shown (the frame callback), since adding the app's ~15 links and their requests on the phone profile took 30-120
 * ms of main thread that the player's first frame waited behind; at the latest after APP_CODE_WAIT_MS (a hidden
 * tab paints no frame). On an episode's page the chunks' preload links go in a task apart each: added in one task,
 * they held a touch on Play that landed meanwhile (traced: 117 ms at 4x CPU before the touch's click); other pages add
 * them in one task (see linksInOneTask). Written at the end of the body,
 * after the player's `<video>`; inline with the response's CSP nonce.
 * `stylesheets` are the whole sheets of a page that inlined only its own rules (inline-stylesheet.ts): linked first,
 * downloaded beside the chunks, and the app starts once they are in, so nothing it draws shows unstyled.
 */
export function appCodeScript(
  entry: string,
  chunks: readonly string[],
  after: AppCodeAfter,
  nonce: string | undefined,
  stylesheets: readonly string[] = [],
): string {
  // A page without a video adds its links in one task, the entry last: a chain of tasks there waited behind the first
  // paint's work (posters, 170 ms for eight links at 4x CPU) and a link added after the first small chunks had come
  // started another round trip (bench:web counted the home page's own chunks in a third wave). No Play is held there.
  const linksInOneTask = after === 'first-paint';
  const source =
    `(function(){var started=false,chunks=${JSON.stringify(chunks)},sheets=${JSON.stringify(stylesheets)},waiting=sheets.length;` +
    `function entry(){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.head.appendChild(s)}` +
    `function link(href){var l=document.createElement('link');l.rel='modulepreload';l.href=href;document.head.appendChild(l)}` +
    `function start(){if(started)return;started=true;` +
    `sheets.forEach(function(href){var l=document.createElement('link');l.rel='stylesheet';l.href=href;` +
    `l.onload=l.onerror=function(){if(--waiting===0)entry()};document.head.appendChild(l)});` +
    (linksInOneTask ? `chunks.forEach(link);` : `var i=0;(function next(){if(i===chunks.length)return;link(chunks[i++]);setTimeout(next,0)})();`) +
    `if(waiting===0)entry()}` +
    `var v=${after === 'first-frame' ? `document.querySelector('video[src]')` : 'null'};` +
    `function loaded(){if(v.paused||!v.requestVideoFrameCallback)start();else v.requestVideoFrameCallback(function(){setTimeout(start,0)})}` +
    `if(v&&v.readyState<2){v.addEventListener('loadeddata',loaded);v.addEventListener('error',start)}` +
    `else requestAnimationFrame(function(){setTimeout(start,0)});` +
    `setTimeout(start,${APP_CODE_WAIT_MS})})()`;
  return inlineScript(source, nonce);
}
