import { describe, expect, it } from 'vitest';
import { manualClock, memoryHistory, memoryPositions } from './film-fakes.test-support';
import { PlaybackPositionTracker } from './playback-position.tracker';

const film = () => ({ title: 'Film 1', posterUrl: '/p.jpg', episodeCount: 5 });

describe('PlaybackPositionTracker', () => {
  it('offers the saved position as the resume point', () => {
    const tracker = new PlaybackPositionTracker(memoryPositions({ '1:3': 42 }), memoryHistory(), manualClock());
    tracker.begin(1, 3, 103, film);
    expect(tracker.resumeAt).toBe(42);
    tracker.consumeResume();
    expect(tracker.resumeAt).toBeNull();
  });

  it('tells a moment a link asked for from where the visitor stopped (only the latter is announced as resumed)', () => {
    const tracker = new PlaybackPositionTracker(memoryPositions({ '1:3': 42 }), memoryHistory(), manualClock());
    tracker.begin(1, 3, 103, film);
    expect([tracker.resumeAt, tracker.resumeFromLink]).toEqual([42, false]);
    tracker.startFrom(7);
    expect([tracker.resumeAt, tracker.resumeFromLink]).toEqual([7, true]);
    tracker.begin(1, 3, 103, film, 12);
    expect([tracker.resumeAt, tracker.resumeFromLink]).toEqual([12, true]);
    tracker.begin(1, 3, 103, film);
    expect(tracker.resumeFromLink).toBe(false);
  });

  it('writes every five seconds of playback, not on every update', () => {
    const positions = memoryPositions();
    const tracker = new PlaybackPositionTracker(positions, memoryHistory(), manualClock());
    tracker.begin(1, 1, 101, film);
    tracker.progress(2, 90);
    expect(positions.get(1, 1)).toBeNull();
    tracker.progress(5.4, 90);
    expect(positions.get(1, 1)).toBe(5);
    tracker.progress(8, 90);
    expect(positions.get(1, 1)).toBe(5);
    tracker.persist(8.9, 90);
    expect(positions.get(1, 1)).toBe(8);
  });

  it('forgets a finished episode so the next visit starts at the beginning', () => {
    const positions = memoryPositions({ '1:1': 60 });
    const tracker = new PlaybackPositionTracker(positions, memoryHistory(), manualClock());
    tracker.begin(1, 1, 101, film);
    tracker.persist(88, 90);
    expect(positions.get(1, 1)).toBeNull();
  });

  it('records continue watching with the episode and its video id', () => {
    const history = memoryHistory();
    const tracker = new PlaybackPositionTracker(memoryPositions(), history, manualClock(5000));
    tracker.begin(1, 2, 102, film);
    tracker.persist(30, 90);
    expect(history.entries).toEqual([
      { filmId: 1, filmTitle: 'Film 1', posterUrl: '/p.jpg', episodeNumber: 2, videoId: 102, episodeCount: 5, positionSeconds: 30, watchedAt: 5000 },
    ]);
  });

  it('remembers nothing for trailers and clips', () => {
    const positions = memoryPositions();
    const history = memoryHistory();
    const tracker = new PlaybackPositionTracker(positions, history, manualClock());
    tracker.begin(1, null);
    tracker.persist(30, 90);
    expect(positions.entries).toEqual({});
    expect(history.entries).toEqual([]);
  });
});
