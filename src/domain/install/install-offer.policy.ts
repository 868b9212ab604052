/**
 * When the site offers to be installed as an app (issue 35): once, at a moment a visitor is likely to want it (on
 * a second visit, or after an episode finished), never over the player or the privacy choices, and never again
 * once they answered (installed, or said no).
 */

/** A visit counts as a second one from this many visits (a visit: a new tab session). */
export const VISITS_BEFORE_OFFER = 2;

/** What the browser remembers about the visitor and the offer. */
export interface InstallOfferHistory {
  /** The visitor answered the offer (installed, or dismissed it): it is not made again. */
  readonly answered: boolean;
  readonly visits: number;
  /** An episode played to its end in this browser. */
  readonly episodeFinished: boolean;
}

/** What is on the screen now. */
export interface InstallOfferScene {
  /** The browser said the site can be installed (it fired beforeinstallprompt) and it is not installed yet. */
  readonly installable: boolean;
  readonly playerOnScreen: boolean;
  readonly consentOpen: boolean;
}

/** Whether the offer shows now. */
export function installOfferShows(history: InstallOfferHistory, scene: InstallOfferScene): boolean {
  if (history.answered || !scene.installable || scene.playerOnScreen || scene.consentOpen) return false;
  return history.visits >= VISITS_BEFORE_OFFER || history.episodeFinished;
}
