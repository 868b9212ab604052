import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS } from '../core/languages';
import { DEFAULT_MEDIA_DIR } from './media-writer';
import { subtitleVtt } from './subtitles';

// Writes server/media/clips/clip-<n>.<lang>.vtt for the four sample clips; run by make-clips.sh, output committed.
for (let clip = 1; clip <= 4; clip++) {
  for (const lang of LANGS) writeFileSync(join(DEFAULT_MEDIA_DIR, 'clips', `clip-${clip}.${lang}.vtt`), subtitleVtt(clip, lang));
}
console.log(`wrote ${4 * LANGS.length} subtitle files`);
