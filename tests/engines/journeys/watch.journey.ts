import type { EngineSession } from '../engine-session';
import { check, decidedVisitor, heading, inLang, LANG, text, waitForPath, type Journey } from './journey';

/** The playing element's state. */
export const media = (session: EngineSession) =>
  session.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('video.player__video');
    return video ? { paused: video.paused, ended: video.ended, time: video.currentTime, src: video.currentSrc, error: video.error?.code ?? null } : null;
  });

/** Waits until the episode's picture moves: its time goes past `after` while it is not paused. */
export async function waitUntilMoving(session: EngineSession, after = 0): Promise<number> {
  return session.waitFor(
    `the episode's time to advance past ${after} s`,
    (past: number) => {
      const video = document.querySelector<HTMLVideoElement>('video.player__video');
      if (video?.error) throw new Error(`the video failed: MediaError ${video.error.code} ${video.error.message}`);
      return video && !video.paused && video.currentTime > past ? video.currentTime : 0;
    },
    [after],
    30_000,
  );
}

/** Home -> a category -> a drama -> its first (free) episode plays -> the next one plays -> back. */
export const watchJourney: Journey = {
  name: 'home, category, film, an episode plays, the next plays, back',
  async run(session, context) {
    await decidedVisitor(session);
    await session.goto(inLang(LANG, '/'));
    await context.shot(session, 'home');
    await session.click({ css: 'section[aria-labelledby="categories-title"] a.chip' });
    await waitForPath(session, /^\/ru\/short-play\/[a-z0-9-]+\/1\.html$/);
    await session.waitFor('the category page', () => document.querySelectorAll('.poster-grid a').length > 0);
    await context.shot(session, 'category');
    await session.click({ css: '.poster-grid a' });
    const filmPath = await waitForPath(session, /^\/ru\/short-play\/episodes\/[a-z0-9-]+\/\d+\.html$/);
    await session.waitFor('the drama page', () => !!document.querySelector('h1')?.textContent?.trim());
    check((await session.evaluate(() => document.documentElement.lang)) === LANG, `the drama page is not in ${LANG}`);
    await context.shot(session, 'film-detail');

    await session.click({ css: 'a', name: text(LANG, 'film', 'summary.watchFirst') });
    const firstEpisode = await waitForPath(session, /^\/ru\/playlet\/\d+\/videos\/\d+\.html$/);
    // The tap on Watch is the visitor's gesture (issues 29 and 32): the episode starts from it where the engine lets
    // it; elsewhere the player offers Play.
    await session.waitFor('the player', () => !!document.querySelector('.player__big-play, .player--playing'));
    await context.shot(session, 'video');
    if (await session.evaluate(() => !!document.querySelector('.player__big-play'))) {
      // The episode may start from the tap on Watch while Play is being pressed: a button gone by then is no failure.
      await session.click({ css: '.player__big-play' }).catch(async (error: unknown) => {
        if (await session.evaluate(() => !document.querySelector('.player__big-play'))) return;
        throw error;
      });
    }
    await waitUntilMoving(session);
    // The player shows what the video does: playing (a pause control, no big Play) and the episode's length.
    await session.waitFor('the player to show it playing, with its duration', () => {
      const player = document.querySelector('.player');
      const time = document.querySelector('.player__time')?.textContent ?? '';
      return !!player?.classList.contains('player--playing') && !document.querySelector('.player__big-play') && /\/ \d+:\d\d$/.test(time.trim());
    });
    await context.shot(session, 'video-playing');
    // Inline on a phone: the element is marked to play in the page (iOS plays full screen without it).
    check(await session.evaluate(() => document.querySelector('video.player__video')?.hasAttribute('playsinline')), 'the episode video lacks playsinline');

    // Near its end the episode offers the next one; Play now starts it.
    await session.evaluate(() => {
      const video = document.querySelector<HTMLVideoElement>('video.player__video')!;
      video.currentTime = Math.max(0, video.duration - 1);
    });
    await session.click({ css: '.next-offer button', exactName: text(LANG, 'film', 'next.playNow') }, 30_000);
    const secondEpisode = await waitForPath(session, /^\/ru\/playlet\/\d+\/videos\/\d+\.html$/, firstEpisode);
    const secondHeading = text(LANG, 'film', 'video.episodeHeading', { number: 2, title: '' });
    await session.waitFor('the heading of episode 2', (start: string) => document.querySelector('h1')?.textContent?.startsWith(start), [secondHeading]);
    await waitUntilMoving(session);
    const moving = await media(session);
    await waitUntilMoving(session, moving!.time);

    // Every range the engine's media stack asked for got its part (206 and the matching Content-Range): WebKit's
    // GStreamer source asks open-ended ranges from where it reads, Chromium and Firefox theirs.
    const ranged = context.media().filter((exchange) => exchange.range !== null && /\.mp4$/.test(exchange.path));
    check(ranged.length > 0, `the ${context.engine} media stack asked for no range of the episode files`);
    for (const exchange of ranged) {
      const [, first] = /^bytes=(\d*)-/.exec(exchange.range!) ?? [];
      const answered = exchange.status === 206 && (first === '' || exchange.contentRange?.startsWith(`bytes ${first}-`));
      check(answered, `${exchange.path} asked ${exchange.range} and got ${exchange.status} ${exchange.contentRange}`);
    }
    console.log(`      ${context.engine} asked for the episodes' bytes as: ${[...new Set(ranged.map((exchange) => exchange.range))].join(', ')}`);

    await session.back();
    const back = await waitForPath(session, /^\/ru\//, secondEpisode);
    check(back === firstEpisode || back === filmPath, `going back led to ${back}, not ${firstEpisode}`);
    await session.waitFor('the page after going back', () => !!document.querySelector('h1')?.textContent?.trim());
    check((await heading(session)) !== '', 'no heading after going back');
  },
};
