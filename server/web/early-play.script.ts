import { PLAYER_ATTACHED_ATTRIBUTE, PLAYS_VIDEO_ATTRIBUTE } from '../../contract/early-play';
import { escapeHtml } from './escape-html';

/*
 * A video page's HTML shows the player (poster, Play) long before the app's code has run, and React does not
 * listen to taps before then: a visitor pressing Play at once would lose the tap. This script, first in the head,
 * plays (or pauses) the page's `<video>` itself until the player is attached. It stops the tap there, so React
 * cannot replay it after hydrating and undo it; hydration keeps the element playing and reads its state.
 */
const SOURCE =
  `document.addEventListener('click',function(e){` +
  `var t=e.target,v=document.querySelector('video');` +
  `if(!v||v.hasAttribute('${PLAYER_ATTACHED_ATTRIBUTE}')||!(t instanceof Element)||!t.closest('[${PLAYS_VIDEO_ATTRIBUTE}]'))return;` +
  `e.stopPropagation();e.preventDefault();` +
  `if(v.paused||v.ended){var p=v.play();if(p)p.catch(function(){})}else v.pause()` +
  `},true)`;

/** The inline script for a video page's head, allowed by the request's CSP nonce. */
export function earlyPlayScript(nonce: string | undefined): string {
  return `<script${nonce ? ` nonce="${escapeHtml(nonce)}"` : ''}>${SOURCE}</script>`;
}
