// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handlerFor } from '../../../tests/msw/handler-for';
import { playPermission } from '../../../tests/msw/social.fixtures';
import * as play from '../../../contract/film/play.calls';
import FilmVideoView from './film-video.view';
import { dropTappedStart, startTapped } from './tapped-start';
import { api, renderScreen } from './screen.test-support';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  // jsdom has no media playback: play and pause raise the events a browser would.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { configurable: true, value: false });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { configurable: true, value: true });
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => {
  dropTappedStart();
  cleanup();
  api.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => api.close());

function metadata(video: HTMLVideoElement, duration: number) {
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  fireEvent(video, new Event('loadedmetadata'));
}

describe('the video page', () => {
  it('plays on the `<video>` that the tap on its link already started: the player takes that element, with its track, and works it', async () => {
    void startTapped('/media/clips/1-2.mp4', null);
    const tapped = document.querySelector<HTMLVideoElement>('.tap-stage video')!;
    expect(tapped.paused).toBe(false);
    await renderScreen(<FilmVideoView params={{ filmId: '1', videoId: '1002' }} />, '/playlet/1/videos/1002.html');
    const player = await screen.findByRole('region', { name: /Video player/ }, { timeout: 10_000 });
    expect(player.querySelector('video.player__video')).toBe(tapped);
    expect(player.querySelectorAll('video.player__video')).toHaveLength(1);
    expect(document.querySelector('.tap-stage')).toBeNull();
    expect(tapped.querySelector('track')).toHaveAttribute('srclang', 'en');
    // Playing already: no big Play over it, and a tap on the picture pauses it as on the player's own element. The
    // player reads the element in an effect after the commit (a busy machine may run it after findByRole).
    metadata(tapped, 120);
    await waitFor(() => expect(player.querySelector('.player__big-play')).toBeNull());
    fireEvent.click(tapped);
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(tapped.paused).toBe(true);
  });

  it('lets go of a tapped start for another file: its layer leaves the page and the player plays its own `<video>`', async () => {
    void startTapped('/media/clips/9-9.mp4', null);
    const tapped = document.querySelector<HTMLVideoElement>('.tap-stage video')!;
    await renderScreen(<FilmVideoView params={{ filmId: '1', videoId: '1002' }} />, '/playlet/1/videos/1002.html');
    const player = await screen.findByRole('region', { name: /Video player/ }, { timeout: 10_000 });
    expect(player.querySelector('video.player__video')).not.toBe(tapped);
    expect(player.querySelector('video.player__video')).toHaveAttribute('src', '/media/clips/1-2.mp4');
    expect(document.querySelector('.tap-stage')).toBeNull();
    expect(tapped.hasAttribute('src')).toBe(false);
  });

  it('keeps an episode that has just started playing when its big Play is pressed before the page re-rendered', async () => {
    const { container } = await renderScreen(<FilmVideoView params={{ filmId: '1', videoId: '1002' }} />, '/playlet/1/videos/1002.html');
    const player = await screen.findByRole('region', { name: /Video player/ }, { timeout: 10_000 });
    const video = container.querySelector('video')!;
    metadata(video, 120);
    const bigPlay = container.querySelector<HTMLButtonElement>('.player__big-play')!;
    expect(within(player).getAllByRole('button', { name: 'Play' })).toContain(bigPlay);
    // Started by the tap that opened the page: the element plays, its events not yet rendered.
    Object.defineProperty(video, 'paused', { configurable: true, value: false });
    fireEvent.click(bigPlay);
    expect(HTMLMediaElement.prototype.pause).not.toHaveBeenCalled();
    expect(video.paused).toBe(false);
  });

  it('plays a free episode with subtitles in the visitor language and is operable by keyboard', async () => {
    const user = userEvent.setup();
    const { container } = await renderScreen(<FilmVideoView params={{ filmId: '1', videoId: '1002' }} />, '/playlet/1/videos/1002.html');
    const player = await screen.findByRole('region', { name: /Video player/ }, { timeout: 10_000 });
    const video = container.querySelector('video')!;
    expect(video.querySelector('track')).toHaveAttribute('srclang', 'en');
    metadata(video, 120);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Episode 2');
    // Before playing, a big play button sits over the picture besides the one in the control bar.
    expect(within(player).getAllByRole('button', { name: 'Play' })).toHaveLength(2);
    player.focus();
    await user.keyboard(' ');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(within(player).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await user.keyboard('k');
    expect(within(player).getAllByRole('button', { name: 'Play' })).toHaveLength(2);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(video.currentTime).toBe(10);
    await user.keyboard('{ArrowLeft}');
    expect(video.currentTime).toBe(5);
    await user.keyboard('m');
    expect(video.muted).toBe(true);
    const picker = screen.getByRole('navigation', { name: /episodes/ });
    expect(within(picker).getByRole('link', { name: 'Episode 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the real length only once the media tells it, from whichever event comes first, and goes on by its buttons', async () => {
    const user = userEvent.setup();
    const { container, location } = await renderScreen(<FilmVideoView params={{ filmId: '1', videoId: '1002' }} />, '/playlet/1/videos/1002.html');
    const player = await screen.findByRole('region', { name: /Video player/ }, { timeout: 10_000 });
    await screen.findByRole('navigation', { name: /episodes/ });
    const video = container.querySelector('video')!;
    const seek = within(player).getByRole('slider', { name: 'Position' });
    // Before the media knows its length: no guessed total and no usable bar.
    expect(seek).toBeDisabled();
    expect(player.querySelector('.player__time')).toHaveTextContent('0:00 / -:--');
    // durationchange alone (the loadedmetadata event was missed) is enough.
    Object.defineProperty(video, 'duration', { configurable: true, value: 83 });
    act(() => void fireEvent(video, new Event('durationchange')));
    expect(seek).toBeEnabled();
    expect(seek).toHaveAttribute('max', '83');
    expect(player.querySelector('.player__time')).toHaveTextContent('0:00 / 1:23');
    fireEvent.change(seek, { target: { value: '60' } });
    expect(video.currentTime).toBe(60);

    await user.click(within(player).getByRole('button', { name: 'Next episode' }));
    expect(location.history.at(-1)).toBe('/playlet/1/videos/1003.html');
  });

  it('keeps the next episode loaded beside the playing one once it is fetched ahead, and plays that same element on Next', async () => {
    const user = userEvent.setup();
    const { container, location } = await renderScreen(<FilmVideoView params={{ filmId: '1', videoId: '1002' }} />, '/playlet/1/videos/1002.html');
    const player = await screen.findByRole('region', { name: /Video player/ }, { timeout: 10_000 });
    await screen.findByRole('navigation', { name: /episodes/ });
    const playing = container.querySelector<HTMLVideoElement>('video.player__video')!;
    metadata(playing, 120);
    player.focus();
    await user.keyboard(' ');
    const standby = await vi.waitFor(() => {
      const element = container.querySelector<HTMLVideoElement>('video.player__standby');
      if (!element) throw new Error('no stand-by video yet');
      return element;
    });
    expect(standby).toHaveAttribute('aria-hidden', 'true');

    await user.click(within(player).getByRole('button', { name: 'Next episode' }));
    // Within the press: the waiting element plays in the picture's place, the old one stops.
    expect(standby).toHaveClass('player__video');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(2);
    expect(vi.mocked(HTMLMediaElement.prototype.play).mock.contexts.at(-1)).toBe(standby);
    expect(playing.paused).toBe(true);
    // The page follows, and keeps that node as its video.
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/playlet/1/videos/1003.html'));
    await vi.waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Episode 3'));
    expect(container.querySelector('video.player__video')).toBe(standby);
    expect(playing.isConnected).toBe(false);
  });

  it('remembers the speed and the subtitle switch for the next page', async () => {
    const user = userEvent.setup();
    await renderScreen(<FilmVideoView params={{ filmId: '1', videoId: '1002' }} />, '/playlet/1/videos/1002.html');
    const player = await screen.findByRole('region', { name: /Video player/ }, { timeout: 10_000 });
    await user.click(within(player).getByRole('button', { name: 'Playback speed: 1×' }));
    expect(within(player).getByRole('button', { name: 'Playback speed: 1.25×' })).toBeInTheDocument();
    const subtitles = within(player).getByRole('button', { name: 'Subtitles' });
    await user.click(subtitles);
    const settings = within(player).getByRole('dialog', { name: 'Subtitle settings' });
    expect(subtitles).toHaveAttribute('aria-expanded', 'true');
    // Focus moves into the settings, and stays there on Tab.
    expect(within(settings).getByRole('switch', { name: 'Show subtitles' })).toHaveFocus();
    await user.click(within(settings).getByRole('switch', { name: 'Show subtitles' }));
    await user.selectOptions(within(settings).getByRole('combobox', { name: 'Size' }), 'Largest');
    await user.selectOptions(within(settings).getByRole('combobox', { name: 'Background' }), 'Shadow');
    expect(within(settings).getByRole('combobox', { name: 'Box opacity' })).toBeDisabled();
    for (let press = 0; press < 12; press += 1) await user.tab();
    expect(settings).toContainElement(document.activeElement as HTMLElement);
    // The player's keys stay with the form while it is open: this - does not shrink the subtitles.
    within(settings).getByRole('switch', { name: 'Show subtitles' }).focus();
    await user.keyboard('-');
    await user.keyboard('{Escape}');
    expect(within(player).queryByRole('dialog')).not.toBeInTheDocument();
    expect(subtitles).toHaveFocus();
    expect(subtitles).toHaveAttribute('aria-expanded', 'false');
    expect(subtitles).toHaveAccessibleDescription('Off');
    // The player's own keys: - makes the subtitles a step smaller.
    await user.keyboard('-');
    expect(JSON.parse(localStorage.getItem('playback-preferences') ?? 'null')).toEqual({
      speed: 1.25,
      subtitles: false,
      subtitleStyle: { size: 3, color: 'white', background: 'shadow', boxOpacity: 75, position: 0, language: null },
    });
  });

  it('remembers the position per episode and resumes it', async () => {
    const first = await renderScreen(<FilmVideoView params={{ filmId: '1', videoId: '1003' }} />, '/playlet/1/videos/1003.html');
    await screen.findByRole('region', { name: /Video player/ }, { timeout: 10_000 });
    const video = first.container.querySelector('video')!;
    metadata(video, 120);
    video.currentTime = 47;
    fireEvent(video, new Event('pause'));
    expect(first.history.at(-1)).toMatchObject({ filmId: 1, episodeNumber: 3, videoId: 1003, positionSeconds: 47 });
    cleanup();
    const second = await renderScreen(<FilmVideoView params={{ filmId: '1', videoId: '1003' }} />, '/playlet/1/videos/1003.html');
    await screen.findByRole('region', { name: /Video player/ }, { timeout: 10_000 });
    const again = second.container.querySelector('video')!;
    metadata(again, 120);
    expect(again.currentTime).toBe(47);
    expect(screen.getByText('Continuing where you stopped, at 0:47')).toBeInTheDocument();
  });

  it('keeps a video started before the app was ready where it is, playing, instead of jumping to the resume point', async () => {
    const first = await renderScreen(<FilmVideoView params={{ filmId: '1', videoId: '1003' }} />, '/playlet/1/videos/1003.html');
    await screen.findByRole('region', { name: /Video player/ }, { timeout: 10_000 });
    const video = first.container.querySelector('video')!;
    metadata(video, 120);
    video.currentTime = 47;
    fireEvent(video, new Event('pause'));
    cleanup();
    const second = await renderScreen(<FilmVideoView params={{ filmId: '1', videoId: '1003' }} />, '/playlet/1/videos/1003.html');
    const player = await screen.findByRole('region', { name: /Video player/ }, { timeout: 10_000 });
    const started = second.container.querySelector('video')!;
    // The page's early-play script leaves taps to the player from now on.
    expect(started).toHaveAttribute('data-player-attached');
    // The visitor's tap (handled by the page's early-play script) had it playing 2 s in before its length was known.
    Object.defineProperty(started, 'paused', { configurable: true, value: false });
    started.currentTime = 2;
    act(() => void fireEvent(started, new Event('playing')));
    metadata(started, 120);
    expect(started.currentTime).toBe(2);
    expect(within(player).getByRole('button', { name: 'Pause' })).toHaveAttribute('data-plays-video');
    expect(within(player).queryAllByRole('button', { name: 'Play' })).toHaveLength(0);
  });

  it('offers the next episode with a countdown that can be cancelled', async () => {
    const user = userEvent.setup();
    const { container, location } = await renderScreen(<FilmVideoView params={{ filmId: '1', videoId: '1004' }} />, '/playlet/1/videos/1004.html');
    const player = await screen.findByRole('region', { name: /Video player/ }, { timeout: 10_000 });
    await screen.findByRole('navigation', { name: /episodes/ });
    const video = container.querySelector('video')!;
    metadata(video, 120);
    act(() => void fireEvent(video, new Event('ended')));
    const offer = screen.getByRole('group', { name: /Up next: episode 5/ });
    // The offer replaces the big play button, so the two never overlap.
    expect(within(player).getAllByRole('button', { name: 'Play' })).toHaveLength(1);
    expect(within(offer).getByText(/Starts in \d+ seconds/)).toBeInTheDocument();
    expect(within(offer).getByRole('button', { name: 'Play now' })).toHaveFocus();
    await user.click(within(offer).getByRole('button', { name: 'Cancel' }));
    expect(within(offer).getByText('Autoplay cancelled.')).toBeInTheDocument();
    expect(location.history).toEqual(['/playlet/1/videos/1004.html']);
    await user.click(within(offer).getByRole('button', { name: 'Play now' }));
    expect(location.history.at(-1)).toBe('/playlet/1/videos/1005.html');
  });

  it('explains why a locked episode does not play and how it unlocks', async () => {
    api.use(handlerFor(play.playPermission, ({ params, query }) => playPermission(params.film_id, query.episode_num, { visits_so_far: 1 })));
    const onShare = vi.fn();
    const onApply = vi.fn();
    const user = userEvent.setup();
    await renderScreen(<FilmVideoView params={{ filmId: '1', videoId: '1012' }} onShare={onShare} onApply={onApply} />, '/playlet/1/videos/1012.html');
    const locked = await screen.findByRole('region', { name: 'Episode 12 is locked' });
    expect(locked).toHaveTextContent('The first 10 episodes are free to watch.');
    expect(locked).toHaveTextContent('once 3 different people open your link');
    expect(locked).toHaveTextContent('views: 1/3');
    expect(screen.queryByRole('region', { name: /Video player/ })).not.toBeInTheDocument();
    await user.click(within(locked).getByRole('button', { name: 'Share' }));
    expect(onShare).toHaveBeenCalledWith(1);
    await user.click(within(locked).getByRole('button', { name: 'Apply for permission' }));
    expect(onApply).toHaveBeenCalledWith(1);
  });

  it('plays muted with an offer of sound when the browser refuses to start it with sound', async () => {
    // A browser whose autoplay policy wants a fresh gesture for sound (Safari after the tap's moment has passed).
    vi.mocked(HTMLMediaElement.prototype.play).mockImplementation(function (this: HTMLMediaElement) {
      if (!this.muted) return Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
      Object.defineProperty(this, 'paused', { configurable: true, value: false });
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    const user = userEvent.setup();
    const { container } = await renderScreen(<FilmVideoView params={{ filmId: '1', videoId: '1002' }} />, '/playlet/1/videos/1002.html');
    const player = await screen.findByRole('region', { name: /Video player/ }, { timeout: 10_000 });
    const video = container.querySelector('video')!;
    metadata(video, 120);
    expect(within(player).queryByRole('button', { name: 'Turn sound on' })).not.toBeInTheDocument();
    await user.click(within(player).getAllByRole('button', { name: 'Play' })[0]!);
    const unmute = await within(player).findByRole('button', { name: 'Turn sound on' });
    expect(video.paused).toBe(false);
    expect(video.muted).toBe(true);
    await user.click(unmute);
    expect(video.muted).toBe(false);
    expect(within(player).queryByRole('button', { name: 'Turn sound on' })).not.toBeInTheDocument();
  });

  it("offers Share among a playing episode's controls", async () => {
    const onShare = vi.fn();
    const user = userEvent.setup();
    await renderScreen(<FilmVideoView params={{ filmId: '1', videoId: '1002' }} onShare={onShare} />, '/playlet/1/videos/1002.html');
    const player = await screen.findByRole('region', { name: /Video player/ }, { timeout: 10_000 });
    await user.click(within(player).getByRole('button', { name: 'Share' }));
    expect(onShare).toHaveBeenCalledWith(1);
  });

  it('says so when a share unlocks the episode, with the count reached, and plays it on the Play of that notice', async () => {
    let unlocked = false;
    api.use(
      handlerFor(play.playPermission, ({ params, query }) =>
        playPermission(params.film_id, query.episode_num, unlocked ? { allowed: true, reason: 'share_unlocked', visits_so_far: 3 } : { visits_so_far: 2 }),
      ),
    );
    const user = userEvent.setup();
    const { container } = await renderScreen(<FilmVideoView params={{ filmId: '1', videoId: '1012' }} />, '/playlet/1/videos/1012.html');
    const locked = await screen.findByRole('region', { name: 'Episode 12 is locked' });
    expect(locked).toHaveTextContent('views: 2/3');
    unlocked = true;
    await user.click(within(locked).getByRole('button', { name: 'Check again' }));
    const player = await screen.findByRole('region', { name: /Video player/ }, { timeout: 10_000 });
    const notice = within(player).getByRole('status', { name: /Unlocked: episodes 11–\d+ are yours/ });
    expect(notice).toHaveTextContent('views: 3/3');
    const video = container.querySelector('video')!;
    metadata(video, 120);
    // It waits for the visitor's tap: no start by itself, no big Play under the notice.
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    expect(within(player).getAllByRole('button', { name: 'Play' })).toHaveLength(1);
    await user.click(within(notice).getByRole('button', { name: 'Play episode 12' }));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    expect(video.paused).toBe(false);
    expect(screen.queryByText(/Unlocked: episodes/)).not.toBeInTheDocument();
  });

  it('answers 404 for a video of no episode or clip of the film', async () => {
    await renderScreen(<FilmVideoView params={{ filmId: '1', videoId: '205' }} />, '/playlet/1/videos/205.html');
    expect(await screen.findByText('404', { selector: 'p' })).toBeInTheDocument();
  });
});
