import type { Rng } from '../core/prng';

/** A base hue per category, so a category's posters share a mood (red for revenge, violet for fantasy...). */
const CATEGORY_HUES: Readonly<Record<string, number>> = {
  romance: 340,
  revenge: 0,
  ceo: 215,
  werewolf: 250,
  historical: 35,
  fantasy: 275,
  urban: 190,
  family: 25,
  thriller: 160,
  comedy: 50,
  campus: 120,
  rebirth: 300,
};

/** An HSL colour as a CSS hex string. */
export function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Three colours for a film: a deep background, a mid tone and a bright accent, around its category's hue. */
export function paletteFor(categorySlug: string, rng: Rng): readonly [string, string, string] {
  const hue = ((CATEGORY_HUES[categorySlug] ?? rng.int(0, 359)) + rng.int(-25, 25) + 360) % 360;
  return [
    hsl(hue, rng.int(45, 70), rng.int(10, 18)),
    hsl((hue + 20) % 360, rng.int(50, 75), rng.int(32, 45)),
    hsl((hue + 160) % 360, rng.int(70, 95), rng.int(60, 72)),
  ];
}
