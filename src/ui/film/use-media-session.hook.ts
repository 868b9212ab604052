import { useEffect, useRef } from 'react';
import { MediaSessionPublisher } from '../../application/film/media-session.publisher';
import type { FilmVideo } from '../../domain/catalog/film-media.types';
import type { SessionCommands } from '../../domain/player/media-session.mapping';
import { useService } from '../shared/use-service.hook';

export interface MediaSessionInput {
  video: FilmVideo;
  /** The drama's title; empty until its answer is here. */
  dramaTitle: string;
  playing: boolean;
  currentTime: number;
  duration: number | null;
  playbackRate: number;
  commands: SessionCommands;
}

/**
 * Puts the playing video on the system's media controls (lock screen, headset, Picture-in-Picture window) while the
 * player is mounted, and takes it off when the player goes (the visitor left the episode page or reached a locked one).
 * The actions call the player's latest commands; they are offered again only when an episode appears or goes.
 */
export function useMediaSession({ video, dramaTitle, playing, currentTime, duration, playbackRate, commands }: MediaSessionInput): void {
  const publisher = useService(MediaSessionPublisher);
  const latest = useRef(commands);
  latest.current = commands;
  const hasPrevious = commands.previous !== null;
  const hasNext = commands.next !== null;

  useEffect(() => {
    publisher.show(
      { title: video.title, dramaTitle, episodeNumber: video.episodeNumber, posterUrl: video.posterUrl },
      {
        play: () => latest.current.play(),
        pause: () => latest.current.pause(),
        seekBy: (seconds) => latest.current.seekBy(seconds),
        seekTo: (seconds) => latest.current.seekTo(seconds),
        previous: hasPrevious ? () => latest.current.previous?.() : null,
        next: hasNext ? () => latest.current.next?.() : null,
      },
    );
  }, [publisher, video.title, video.episodeNumber, video.posterUrl, dramaTitle, hasPrevious, hasNext]);

  // Whole seconds are enough for the system's scrubber (it moves on by itself at the playback rate).
  const second = Math.floor(currentTime);
  useEffect(() => publisher.playback(playing, duration, second, playbackRate), [publisher, playing, duration, second, playbackRate]);

  useEffect(() => () => publisher.clear(), [publisher]);
}
