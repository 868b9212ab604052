import * as v from 'valibot';
import { defineCall } from '../call';
import { StoredSubtitleStyle, SubtitleStyle } from './subtitle-style.schemas';

/** The member's subtitle style, so a second browser draws subtitles as the first one was set. */
export const subtitleStyle = defineCall({
  id: 'subtitleStyle',
  method: 'GET',
  path: '/api/users/subtitle_style',
  summary: "The signed-in member's subtitle style (added: not in the spec)",
  tag: 'account',
  auth: 'required',
  data: StoredSubtitleStyle,
});

/** Keeps the member's subtitle style (the whole style: the player sends what it draws). */
export const saveSubtitleStyle = defineCall({
  id: 'saveSubtitleStyle',
  method: 'POST',
  path: '/api/users/subtitle_style',
  summary: "Keep the signed-in member's subtitle style (added: not in the spec)",
  tag: 'account',
  auth: 'required',
  body: v.object({ style: SubtitleStyle }),
  data: StoredSubtitleStyle,
});
