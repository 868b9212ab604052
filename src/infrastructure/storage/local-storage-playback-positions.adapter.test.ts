// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { LocalStoragePlaybackPositions } from './local-storage-playback-positions.adapter';

describe('LocalStoragePlaybackPositions', () => {
  beforeEach(() => localStorage.clear());

  it('remembers a position per film and episode, across instances', () => {
    new LocalStoragePlaybackPositions().save(3, 2, 41.7);
    const positions = new LocalStoragePlaybackPositions();
    expect(positions.get(3, 2)).toBe(41);
    expect(positions.get(3, 1)).toBeNull();
    expect(positions.get(4, 2)).toBeNull();
  });

  it('forgets a position saved as zero', () => {
    const positions = new LocalStoragePlaybackPositions();
    positions.save(1, 1, 30);
    positions.save(1, 1, 0);
    expect(positions.get(1, 1)).toBeNull();
  });

  it('survives garbage in storage', () => {
    localStorage.setItem('playback-positions', '{not json');
    const positions = new LocalStoragePlaybackPositions();
    expect(positions.get(1, 1)).toBeNull();
    positions.save(1, 1, 12);
    expect(positions.get(1, 1)).toBe(12);
  });

  it('keeps only the most recently saved 200 episodes', () => {
    const positions = new LocalStoragePlaybackPositions();
    for (let episode = 1; episode <= 201; episode += 1) positions.save(9, episode, 10);
    positions.save(9, 2, 20);
    positions.save(9, 202, 10);
    expect(positions.get(9, 1)).toBeNull();
    expect(positions.get(9, 3)).toBeNull();
    expect(positions.get(9, 2)).toBe(20);
    expect(positions.get(9, 202)).toBe(10);
  });
});
