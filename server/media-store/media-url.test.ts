import { describe, expect, it } from 'vitest';
import { mediaUrl, posterUrl } from './media-url';

describe('posterUrl', () => {
  it.each([
    ['/media/posters/12.svg', 'de', '/media/posters/12.de.svg'],
    ['/media/posters/12.svg', 'hi', '/media/posters/12.hi.svg'],
    ['/media/posters/12.svg', 'en', '/media/posters/12.svg'],
    ['posters/7.svg', 'ru', '/media/posters/7.ru.svg'],
    // Posters the seed did not draw carry no title of ours: unchanged.
    ['/media/posters/12.jpg', 'de', '/media/posters/12.jpg'],
    ['https://cdn.example.com/posters/12.svg', 'de', 'https://cdn.example.com/posters/12.svg'],
    ['/media/covers/film-12.svg', 'de', '/media/covers/film-12.svg'],
    ['/media/posters/12.de.svg', 'fr', '/media/posters/12.de.svg'],
  ])('%s in %s is %s', (path, lang, url) => {
    expect(posterUrl(path, lang)).toBe(url);
  });

  it('leaves mediaUrl as it was', () => {
    expect(mediaUrl('posters/7.svg')).toBe('/media/posters/7.svg');
  });
});
