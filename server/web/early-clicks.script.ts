import { PICTURE_IN_PICTURE_CLASS, PLAYER_ATTACHED_ATTRIBUTE, PLAYS_VIDEO_ATTRIBUTE, STARTS_ONLY } from '../../contract/film/early-play';
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
 *   landing screen is hydrated, src/composition/main.tsx) and replays it then. Links navigate on their own;
 * - a plain tap on a link to another of the site's pages leaves this one: what it still downloads (the app's code,
 *   posters, the rest of the HTML) is stopped (`window.stop()`) before the link navigates, so the next page has the
 *   line to itself. On a phone network the page being left held the next page's HTML back by a second or more
 *   (issue 32, item 2). Not for a tap that opens another tab or window, a download, or a place in this page; should
 *   the visitor come back to the stopped page from the back-forward cache, it loads again;
 * - but a link to an episode is the visitor's gesture to watch it (issue 32): the tap is noted for the page it
 *   opens (session storage), whose copy of this script starts the episode as soon as its `<video>` is parsed, muted
 *   if the browser refuses the sound in the new document (the player then offers it, use-media-element.hook.ts);
 *   not for a visitor still to answer the privacy choices, under which nothing starts (their dialog is on top).
 *   Once the app runs, its own links do this (EpisodePlayerStore.watchTapped);
 * - on a video page, the page's `<video>` buffers from the moment the parser inserts it (`preload="auto"`, as a
 *   bare video page does), unless the visitor saves data or is on 2G (the prefetch rule, prefetch.policy.ts), where it
 *   keeps the rendered `preload="metadata"` until Play. The visitor opened this page to watch this episode: its
 *   first seconds are asked for while the rest of the page (stylesheet, markup, the app) still arrives, instead of
 *   only on the tap on Play (issue 32, item 1). The player, once attached, leaves the attribute as it is.
 */

/** Where the tap on a link to an episode is noted for the page it opens. */
export const TAPPED_TO_WATCH_KEY = 'tapped-to-watch';
/** An episode's page, as route-table.ts writes it: `[/{lang}]/playlet/{filmId}/videos/{videoId}.html`. */
export const EPISODE_PATH = /\/playlet\/\d+\/videos\/\d+\.html$/;

/** A page of the site, as route-table.ts writes them (`/`, `/fr`, `*.html`): not the API, media or a download. */
export const SITE_PAGE_PATH = /^\/([a-z]{2})?$|\.html$/;

/**
 * The links rule (before the app): a tap on a link to an episode is noted; a plain tap on a link to another of the
 * site's pages stops what this page still downloads; the link navigates.
 */
const LINKS =
  `var a=t.closest('a[href]');` +
  `if(a&&a.origin===location.origin){` +
  `if(${EPISODE_PATH}.test(a.pathname)){try{sessionStorage.setItem('${TAPPED_TO_WATCH_KEY}',a.pathname)}catch(x){}}` +
  `if(${SITE_PAGE_PATH}.test(a.pathname)&&(a.pathname!==location.pathname||a.search!==location.search)&&e.button===0&&` +
  `!(e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)&&(!a.target||a.target==='_self')&&!a.hasAttribute('download')){stopped=true;window.stop()}` +
  `return}`;

/** A page stopped by the links rule and shown again from the back-forward cache loads again, app and all. */
const RELOAD_IF_STOPPED = `window.addEventListener('pageshow',function(e){if(e.persisted&&stopped&&!ready())location.reload()});`;

/**
 * On a video page: the note is used once, whether or not the page may start its episode. Only a page opened from one
 * of the site's own pages (a same-origin referrer, which the site's referrer policy sends) can have been noted, so a
 * visitor landing from elsewhere does not pay the session storage's first access: 10-30 ms of main thread on the phone
 * profile, before the first paint (issue 32).
 */
const TAKE_NOTE =
  `var w=null;if(document.referrer.indexOf(location.origin+'/')===0){` +
  `try{w=sessionStorage.getItem('${TAPPED_TO_WATCH_KEY}');if(w!==null)sessionStorage.removeItem('${TAPPED_TO_WATCH_KEY}')}catch(x){}}`;

/**
 * On a video page opened by such a tap: the page's `<video>` plays as soon as the parser has inserted it (a muted
 * start when the sound is refused), unless the player has attached meanwhile.
 */
const WATCH_ON_ARRIVAL =
  `if(w===location.pathname){` +
  `var go=function(){var v=document.querySelector('video');if(!v)return false;` +
  `if(!v.hasAttribute('${PLAYER_ATTACHED_ATTRIBUTE}')){var p=v.play();if(p)p.catch(function(err){` +
  `if(!err||err.name!=='NotAllowedError'||v.muted)return;v.muted=true;var q=v.play();if(q)q.catch(function(){v.muted=false})})}` +
  `return true};` +
  `if(!go()){var o=new MutationObserver(function(){if(go())o.disconnect()});o.observe(root,{childList:true,subtree:true});` +
  `document.addEventListener('DOMContentLoaded',function(){o.disconnect()})}}`;

/**
 * On a video page: the first `<video>` (the page's episode; a stand-by one comes after it) gets `preload="auto"` as
 * soon as the parser has inserted it, when the connection allows fetching ahead.
 */
const BUFFER_ON_ARRIVAL =
  `var c=navigator.connection;` +
  `if(!c||!(c.saveData||/^(slow-)?2g$/.test(c.effectiveType||''))){` +
  `var buffer=function(){var v=document.querySelector('video');if(!v)return false;` +
  `if(!v.hasAttribute('${PLAYER_ATTACHED_ATTRIBUTE}'))v.preload='auto';return true};` +
  `if(!buffer()){var m=new MutationObserver(function(){if(buffer())m.disconnect()});m.observe(root,{childList:true,subtree:true});` +
  `document.addEventListener('DOMContentLoaded',function(){m.disconnect()})}}`;

/**
 * The Play rule: true when the tap was on a Play control (played or paused here, or left to the attached player). The
 * big Play only starts: it still shows while its video plays until the app takes over, and a second tap on it (a
 * person's double tap) must not pause what the first one started.
 */
const PLAY_CONTROLS =
  `var pc=t.closest('[${PLAYS_VIDEO_ATTRIBUTE}]');if(pc){` +
  `var v=document.querySelector('video');` +
  `if(!v||v.hasAttribute('${PLAYER_ATTACHED_ATTRIBUTE}'))return;` +
  `e.stopPropagation();e.preventDefault();` +
  `if(v.paused||v.ended){var p=v.play();if(p)p.catch(function(){})}else if(pc.getAttribute('${PLAYS_VIDEO_ATTRIBUTE}')!=='${STARTS_ONLY}')v.pause();` +
  `return}`;

/** Without a player, taps on Play controls (there are none) are still never kept for a replay. */
const NO_PLAY_CONTROLS = `if(t.closest('[${PLAYS_VIDEO_ATTRIBUTE}]'))return;`;

function source(playControls: boolean, startOnArrival: boolean): string {
  return (
    `(function(){var root=document.documentElement,kept=null,stopped=false;` +
    `if(document.pictureInPictureEnabled)root.classList.add('${PICTURE_IN_PICTURE_CLASS}');` +
    (playControls ? BUFFER_ON_ARRIVAL + TAKE_NOTE : '') +
    (playControls && startOnArrival ? WATCH_ON_ARRIVAL : '') +
    `var ready=function(){return root.hasAttribute('data-app-ready')};` +
    RELOAD_IF_STOPPED +
    `document.addEventListener('click',function(e){` +
    `var t=e.target;if(!(t instanceof Element))return;` +
    (playControls ? PLAY_CONTROLS : NO_PLAY_CONTROLS) +
    `if(ready()||!e.isTrusted)return;` +
    LINKS +
    `var b=t.closest('button, [role="button"], summary, label');if(!b)return;` +
    `e.preventDefault();e.stopPropagation();kept=b` +
    `},true);` +
    `new MutationObserver(function(changes,observer){` +
    `if(!ready())return;observer.disconnect();` +
    `if(kept&&kept.isConnected)kept.click();kept=null` +
    `}).observe(root,{attributes:true,attributeFilter:['data-app-ready']})})();`
  );
}

const STARTING_ON_ARRIVAL = source(true, true);
const WITH_PLAY_CONTROLS = source(true, false);
const WITHOUT_PLAY_CONTROLS = source(false, false);

/**
 * The script tag for the start of a rendered page's head; `playControls` on a page with the player (video pages),
 * `startOnArrival` when its episode may start for the tap that opened it (the visitor has answered the privacy choices).
 */
export function earlyClicksTag(nonce: string | undefined, playControls: boolean, startOnArrival = false): string {
  return inlineScript(playControls ? (startOnArrival ? STARTING_ON_ARRIVAL : WITH_PLAY_CONTROLS) : WITHOUT_PLAY_CONTROLS, nonce);
}
