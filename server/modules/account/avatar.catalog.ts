import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const AVATAR_DIR = fileURLToPath(new URL('../../media/avatars', import.meta.url));
// The seed draws member avatars as user-<n>.svg next to contributor portraits; members pick from the first few.
const MEMBER_AVATAR = /^user-\d+\.(png|jpe?g|webp|svg)$/i;
const CHOICES = 24;

let cached: string[] | undefined;

/** The avatars members may pick: the first member avatars drawn under server/media/avatars, as /media/avatars/... paths. */
export function avatarChoices(): string[] {
  if (!cached || cached.length === 0) {
    try {
      cached = readdirSync(AVATAR_DIR)
        .filter((name) => MEMBER_AVATAR.test(name))
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
        .slice(0, CHOICES)
        .map((name) => `/media/avatars/${name}`);
    } catch {
      cached = [];
    }
  }
  return cached;
}
