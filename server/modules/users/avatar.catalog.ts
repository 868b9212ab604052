import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const AVATAR_DIR = fileURLToPath(new URL('../../media/avatars', import.meta.url));
const IMAGE = /\.(png|jpe?g|webp|svg)$/i;

let cached: string[] | undefined;

/** The avatars members may pick: the images under server/media/avatars, as /media/avatars/... paths. */
export function avatarChoices(): string[] {
  if (!cached || cached.length === 0) {
    try {
      cached = readdirSync(AVATAR_DIR)
        .filter((name) => IMAGE.test(name))
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
        .map((name) => `/media/avatars/${name}`);
    } catch {
      cached = [];
    }
  }
  return cached;
}
