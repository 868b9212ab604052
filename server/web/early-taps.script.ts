import { PLAYS_VIDEO_ATTRIBUTE } from '../../contract/early-play';
import { escapeHtml } from './escape-html';

/*
 * A server-rendered page shows its buttons before the app's code has run; a tap then would do nothing and be lost.
 * This script keeps the last tap on a button until the app has taken over the page (`html[data-app-ready]`, set
 * once the landing screen is hydrated, src/composition/main.tsx) and replays it then. Links need nothing: they
 * navigate on their own; the player's Play controls start the video at once instead (early-play.script.ts). Inline
 * (with the response's CSP nonce) because it must run before any other script.
 */
const EARLY_TAPS = `(function () {
  var root = document.documentElement, kept = null;
  var ready = function () { return root.hasAttribute('data-app-ready'); };
  document.addEventListener('click', function (event) {
    if (ready() || !event.isTrusted || !event.target || !event.target.closest) return;
    var target = event.target.closest('button, [role="button"], summary, label');
    if (!target || event.target.closest('[${PLAYS_VIDEO_ATTRIBUTE}]')) return;
    event.preventDefault();
    event.stopPropagation();
    kept = target;
  }, true);
  new MutationObserver(function (changes, observer) {
    if (!ready()) return;
    observer.disconnect();
    if (kept && kept.isConnected) kept.click();
    kept = null;
  }).observe(root, { attributes: true, attributeFilter: ['data-app-ready'] });
})();`;

/** The script tag for a rendered page's head. */
export function earlyTapsTag(nonce: string | undefined): string {
  return `<script${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>${EARLY_TAPS}</script>`;
}
