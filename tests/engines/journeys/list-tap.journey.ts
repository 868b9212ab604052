import { check, decidedVisitor, inLang, LANG, text, waitForPath, type Journey } from './journey';
import { waitUntilMoving } from './watch.journey';

/**
 * A drama's page -> a tap on episode 2 of its list -> episode 2 plays in its page's player (issue 32). On a phone the
 * tap starts the episode itself, full screen over the drama's page, before its page exists (src/ui/film/tapped-start.ts):
 * the `<video>` is told to play in the tap and only given its file once the file's head, fetched with the touch, is
 * in; the page's player then takes that element over. Each engine must play it that way, with nothing left over.
 */
export const listTapJourney: Journey = {
  name: "a drama's episode list: a tap on episode 2 plays it, in its page's player",
  async run(session, context) {
    await decidedVisitor(session);
    await session.goto(inLang(LANG, '/short-play/episodes/romance/1.html'));
    // Whether the tap played the episode over the page before its page came (not a page that merely autoplays).
    await session.evaluate(() => {
      const seen = window as unknown as { tapStage?: boolean };
      new MutationObserver(() => (seen.tapStage ||= !!document.querySelector('.tap-stage video'))).observe(document.body, { childList: true, subtree: true });
    });
    await session.click({ css: '.episode-picker a', exactName: text(LANG, 'film', 'picker.episode', { number: 2 }) });
    await waitForPath(session, /^\/ru\/playlet\/1\/videos\/2\.html$/);
    await session.waitFor('the player', () => !!document.querySelector('.watch__stage .player'));
    // Where an engine refuses to start it from the tap, the player offers Play: a second press is counted, not hidden.
    if (await session.evaluate(() => !!document.querySelector('.player__big-play'))) {
      context.limitation('the tap on the list did not start the episode by itself; Play was pressed');
      await session.click({ css: '.player__big-play' }).catch(async (error: unknown) => {
        if (await session.evaluate(() => !document.querySelector('.player__big-play'))) return;
        throw error;
      });
    }
    await waitUntilMoving(session);
    const page = await session.evaluate(() => ({
      tapStage: !!(window as unknown as { tapStage?: boolean }).tapStage,
      videos: document.querySelectorAll('video.player__video').length,
      inStage: !!document.querySelector('.watch__stage video.player__video'),
      layerLeft: !!document.querySelector('.tap-stage'),
      inline: !!document.querySelector('video.player__video')?.hasAttribute('playsinline'),
      file: document.querySelector<HTMLVideoElement>('video.player__video')?.currentSrc ?? '',
    }));
    check(page.inStage && page.videos === 1, `one playing video, in the page's player (found ${page.videos}, in the stage: ${page.inStage})`);
    check(page.tapStage, 'the tap did not play the episode over the drama page before its page came');
    check(page.inline, 'the episode video lacks playsinline');
    check(!page.layerLeft, 'the layer the tap played in is still over the page');
    check(/\.mp4(#t=[\d.]+)?$/.test(page.file), `the player plays ${page.file || 'nothing'}`);
    await context.shot(session, 'list-tap-playing');
  },
};
