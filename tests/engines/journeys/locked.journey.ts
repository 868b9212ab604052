import type { EngineSession } from '../engine-session';
import { check, decidedVisitor, inLang, LANG, text, type Journey } from './journey';

/** Episode 11 of drama 1 (the first 10 are free in the seed). */
export const LOCKED_EPISODE = inLang(LANG, '/playlet/1/videos/11.html');

/** Waits for the lock panel of episode `number`, its title and share button shown. */
export async function waitForLockPanel(session: EngineSession, number: number): Promise<void> {
  await session.waitFor(
    `the lock panel of episode ${number}`,
    (title: string, share: string) => {
      const panel = document.querySelector('section.locked');
      return (
        !!panel &&
        panel.querySelector('#locked-title')?.textContent === title &&
        Array.from(panel.querySelectorAll('button')).some((b) => b.textContent?.trim() === share)
      );
    },
    [text(LANG, 'film', 'locked.title', { number }), text(LANG, 'film', 'locked.shareButton')],
  );
}

/** A locked episode shows its lock panel instead of a playable video, and nothing plays. */
export const lockedJourney: Journey = {
  name: 'a locked episode shows its lock panel',
  async run(session, context) {
    await decidedVisitor(session);
    await session.goto(LOCKED_EPISODE);
    await waitForLockPanel(session, 11);
    const playing = await session.evaluate(() => Array.from(document.querySelectorAll('video')).some((video) => !video.paused));
    check(!playing, 'a video plays behind the lock panel');
    check(!(await session.evaluate(() => !!document.querySelector('.player__big-play'))), 'the locked episode offers Play');
    await context.shot(session, 'video-locked');
  },
};
