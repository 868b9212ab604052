/** How a start went: playing as asked, playing muted because the browser refused sound, or not playing. */
export type PlaybackStart = 'playing' | 'muted' | 'refused';

/**
 * Plays `video`. A browser that refuses sound without a fresh gesture of the visitor (a NotAllowedError: Safari after
 * the tap's moment has passed, a browser whose autoplay policy wants one) still plays a muted video, so the episode
 * starts muted and the player offers the sound instead of waiting for a second tap.
 */
export async function startPlayback(video: HTMLMediaElement): Promise<PlaybackStart> {
  try {
    await video.play();
    return 'playing';
  } catch (error) {
    if (!isNotAllowed(error) || video.muted) return 'refused';
  }
  video.muted = true;
  try {
    await video.play();
    return 'muted';
  } catch {
    video.muted = false;
    return 'refused';
  }
}

function isNotAllowed(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'NotAllowedError';
}
