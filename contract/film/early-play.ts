/**
 * The Play rule of the page's early-clicks script (server/web/early-clicks.script.ts) and the player (src/ui/film)
 * agree on these: the script plays the server-rendered `<video>` on a tap until the player's code has attached to it.
 */
/** On the player's Play buttons and its picture: a tap on them plays the page's `<video>`. */
export const PLAYS_VIDEO_ATTRIBUTE = 'data-plays-video';
/** Set on the `<video>` by the player once it listens to it: taps are then the app's. */
export const PLAYER_ATTACHED_ATTRIBUTE = 'data-player-attached';
/** The attribute's value on a control that only starts the video (the big Play): a second tap never pauses it. */
export const STARTS_ONLY = 'start';
/** The attribute as element props, for the views: a tap plays a paused video and pauses a playing one. */
export const PLAYS_VIDEO_PROPS: Readonly<Record<typeof PLAYS_VIDEO_ATTRIBUTE, ''>> = { [PLAYS_VIDEO_ATTRIBUTE]: '' };
/** The big Play's props: a tap starts the video, and a second one while it still shows leaves it playing. */
export const STARTS_VIDEO_PROPS: Readonly<Record<typeof PLAYS_VIDEO_ATTRIBUTE, typeof STARTS_ONLY>> = { [PLAYS_VIDEO_ATTRIBUTE]: STARTS_ONLY };
/**
 * Set on `<html>` by the early script, before the first paint, where the browser offers Picture-in-Picture: the
 * player's button for it is in the server's HTML and shows by CSS, so it appears without moving the other controls.
 */
export const PICTURE_IN_PICTURE_CLASS = 'can-pip';
/**
 * The id of the element right after a video page's stage (its player or lock panel): the first paint waits until the
 * parser reaches it, not the whole page (server/web/rendered-page.stream.ts). What follows only adds below the side
 * column, or under the phone's full-screen stage, so nothing painted moves.
 */
export const AFTER_STAGE_ID = 'after-stage';
