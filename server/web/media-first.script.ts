import { inlineScript } from './inline-script';

/** How long the app's code waits at most for the episode's first frame to be in (a slow or stalled video). */
export const MEDIA_FIRST_WAIT_MS = 1500;

/**
 * A free episode's page (issue 19): the video comes first. On a phone network the app's code (about 250 KB) and the
 * episode share one thin line; fetched together, the first frame waited for the code (4.5 s where a bare page with
 * the same video needs 0.65 s). The server's HTML already shows the poster and the Play control, and plays the
 * video on a tap (early-clicks.script.ts), so the page lets the `<video>` fetch its first frame alone and only then
 * asks for the app's chunks and entry script (or after MEDIA_FIRST_WAIT_MS, or at once when there is no video).
 * Written at the end of the body, after the player's `<video>`; inline with the response's CSP nonce.
 */
export function mediaFirstScript(entry: string, chunks: readonly string[], nonce: string | undefined): string {
  const source =
    `(function(){var started=false,chunks=${JSON.stringify(chunks)};` +
    `function start(){if(started)return;started=true;` +
    `chunks.forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.href=href;document.head.appendChild(l)});` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.head.appendChild(s)}` +
    `var v=document.querySelector('video[src]');` +
    `if(!v||v.readyState>=2)return start();` +
    `v.addEventListener('loadeddata',start);v.addEventListener('error',start);setTimeout(start,${MEDIA_FIRST_WAIT_MS})})()`;
  return inlineScript(source, nonce);
}
