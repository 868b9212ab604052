import { useCallback, useEffect, useState, type RefObject } from 'react';
import { cueText } from '../../domain/player/cue-text';
import { lastShownLine, type TimedLine } from '../../domain/subtitles/line-context';

/** The subtitle line to show now, and the line shown last by a moment (what "Report this line" is about). */
export interface SubtitleCue {
  readonly text: string;
  lineShownBy(time: number): TimedLine | null;
}

/**
 * The subtitle line to show now. The browser loads and times the track ('hidden' mode) but the player draws the
 * text itself, in a box that moves up above the controls while they show: native cues are placed by the browser
 * and end up under the control bar.
 */
export function useSubtitleCue(track: RefObject<HTMLTrackElement | null>, enabled: boolean, trackKey: string | null): SubtitleCue {
  const [text, setText] = useState('');
  useEffect(() => {
    const textTrack = track.current?.track;
    setText('');
    if (!textTrack) return;
    textTrack.mode = enabled ? 'hidden' : 'disabled';
    if (!enabled) return;
    const show = () => {
      const cues = [...(textTrack.activeCues ?? [])] as Array<TextTrackCue & { text?: string }>;
      setText(
        cues
          .map((cue) => cueText(cue.text ?? ''))
          .filter(Boolean)
          .join('\n'),
      );
    };
    textTrack.addEventListener('cuechange', show);
    show();
    return () => textTrack.removeEventListener('cuechange', show);
  }, [track, enabled, trackKey]);
  const lineShownBy = useCallback(
    (time: number) => {
      // The track's cues are read when asked: a track switched off ('disabled') has none loaded, so it shows nothing.
      const cues = [...(track.current?.track.cues ?? [])] as Array<TextTrackCue & { text?: string }>;
      return lastShownLine(
        cues.map((cue) => ({ start: cue.startTime, end: cue.endTime, text: cueText(cue.text ?? '') })),
        time,
      );
    },
    [track],
  );
  return { text, lineShownBy };
}
