/*
 * Picture-in-Picture for the player's video, by what the browser has (feature detection): the standard API
 * (`document.pictureInPictureEnabled`, `video.requestPictureInPicture`). Where it is missing (Firefox has only its
 * own built-in toggle, an iPhone's Safari before 13.4) or turned off (a permissions policy, a setting), the player
 * shows no button at all.
 */

/** Whether `video` can be shown in a Picture-in-Picture window in this browser. */
export function pictureInPictureAvailable(doc: Document, video: HTMLVideoElement | null): boolean {
  return doc.pictureInPictureEnabled === true && video !== null && typeof video.requestPictureInPicture === 'function' && !video.disablePictureInPicture;
}

/** Whether `video` is the one in the Picture-in-Picture window now. */
export function inPictureInPicture(doc: Document, video: HTMLVideoElement | null): boolean {
  return video !== null && (doc.pictureInPictureElement ?? null) === video;
}

/**
 * Shows `video` in the window, or hands the window over to it from another of the page's videos (the next episode,
 * which the spec lets a page do without a new gesture while the window is open). Resolves true when it is there; a
 * refusal (no gesture, a headless browser, the window closed meanwhile) resolves false and changes nothing.
 */
export async function enterPictureInPicture(video: HTMLVideoElement): Promise<boolean> {
  try {
    await video.requestPictureInPicture();
    return true;
  } catch {
    return false;
  }
}

/** Closes the window, whichever video is in it. */
export async function exitPictureInPicture(doc: Document): Promise<void> {
  if (!doc.pictureInPictureElement) return;
  try {
    await doc.exitPictureInPicture();
  } catch {
    // Already closed.
  }
}
