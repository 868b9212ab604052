import { useEffect, useState, type RefObject } from 'react';
import { cueText } from '../../domain/player/cue-text';

/**
 * The subtitle line to show now. The browser loads and times the track ('hidden' mode) but the player draws the
 * text itself, in a box that moves up above the controls while they show: native cues are placed by the browser
 * and end up under the control bar.
 */
export function useSubtitleCue(track: RefObject<HTMLTrackElement | null>, enabled: boolean, trackKey: string | null): string {
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
  return text;
}
