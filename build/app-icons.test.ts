import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, renderAppIcons } from './app-icons';

const source = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const size = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
/** IHDR's colour type byte (6: RGBA). */
const colourType = (png: Buffer) => png[25];

describe('the installed app’s icons', () => {
  const icons = renderAppIcons(source);

  it.each([
    [APP_ICONS.any192, '192x192'],
    [APP_ICONS.any512, '512x512'],
    [APP_ICONS.maskable512, '512x512'],
    [APP_ICONS.appleTouch, '180x180'],
  ])('%s is a %s PNG', (file, expected) => {
    const png = icons[file];
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(size(png)).toBe(expected);
  });

  it('keeps the alpha channel of the rounded icon (its corners are transparent)', () => {
    expect(colourType(icons[APP_ICONS.any512])).toBe(6);
  });
});
