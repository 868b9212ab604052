import { PICTURE_IN_PICTURE_CLASS, PLAYER_ATTACHED_ATTRIBUTE, PLAYS_VIDEO_ATTRIBUTE } from '../../contract/film/early-play';
import { inlineScript } from './inline-script';

/*
 * A server-rendered page shows its buttons before the app's code has run, and React does not listen to taps before
 * then: a tap would do nothing and be lost. This one inline script (with the response's CSP nonce, first in the
 * head so it runs before any other script and is never held back by a stylesheet) takes the taps until then:
 * - the player's Play controls (video pages only) play or pause the page's `<video>` at once, until the player
 *   has attached to it (contract/film/early-play.ts). The tap stops there, so React cannot replay it after hydrating and
 *   undo it; hydration keeps the element playing and reads its state;
 * - where the browser offers Picture-in-Picture, `<html>` gets a class at once, so the player's button for it (in the
 *   server's HTML, hidden by CSS otherwise) is there from the first paint instead of pushing the controls later;
 * - any other button keeps the last tap until the app has taken over the page (`html[data-app-ready]`, set once the
 *   landing screen is hydrated, src/composition/main.tsx) and replays it then. Links need nothing: they navigate on
 *   their own.
 */

/** The Play rule: true when the tap was on a Play control (played or paused here, or left to the attached player). */
const PLAY_CONTROLS =
  `if(t.closest('[${PLAYS_VIDEO_ATTRIBUTE}]')){` +
  `var v=document.querySelector('video');` +
  `if(!v||v.hasAttribute('${PLAYER_ATTACHED_ATTRIBUTE}'))return;` +
  `e.stopPropagation();e.preventDefault();` +
  `if(v.paused||v.ended){var p=v.play();if(p)p.catch(function(){})}else v.pause();` +
  `return}`;

/** Without a player, taps on Play controls (there are none) are still never kept for a replay. */
const NO_PLAY_CONTROLS = `if(t.closest('[${PLAYS_VIDEO_ATTRIBUTE}]'))return;`;

function source(playControls: boolean): string {
  return (
    `(function(){var root=document.documentElement,kept=null;` +
    `if(document.pictureInPictureEnabled)root.classList.add('${PICTURE_IN_PICTURE_CLASS}');` +
    `var ready=function(){return root.hasAttribute('data-app-ready')};` +
    `document.addEventListener('click',function(e){` +
    `var t=e.target;if(!(t instanceof Element))return;` +
    (playControls ? PLAY_CONTROLS : NO_PLAY_CONTROLS) +
    `if(ready()||!e.isTrusted)return;` +
    `var b=t.closest('button, [role="button"], summary, label');if(!b)return;` +
    `e.preventDefault();e.stopPropagation();kept=b` +
    `},true);` +
    `new MutationObserver(function(changes,observer){` +
    `if(!ready())return;observer.disconnect();` +
    `if(kept&&kept.isConnected)kept.click();kept=null` +
    `}).observe(root,{attributes:true,attributeFilter:['data-app-ready']})})();`
  );
}

const WITH_PLAY_CONTROLS = source(true);
const WITHOUT_PLAY_CONTROLS = source(false);

/** The script tag for the start of a rendered page's head; `playControls` on a page with the player (video pages). */
export function earlyClicksTag(nonce: string | undefined, playControls: boolean): string {
  return inlineScript(playControls ? WITH_PLAY_CONTROLS : WITHOUT_PLAY_CONTROLS, nonce);
}
