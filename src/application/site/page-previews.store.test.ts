import { describe, expect, it } from 'vitest';
import { PagePreviews } from './page-previews.store';

const preview = (n: number) => ({ title: `Drama ${n}`, imageUrl: `/media/posters/${n}.svg` });

describe('PagePreviews', () => {
  it("answers what a card showed for the page it opened, whatever that page's query or fragment", () => {
    const previews = new PagePreviews();
    previews.remember('/short-play/episodes/ceo/43.html', preview(43));
    expect(previews.of('/short-play/episodes/ceo/43.html')).toEqual(preview(43));
    expect(previews.of('/short-play/episodes/ceo/43.html?tab=plot#comments')).toEqual(preview(43));
    expect(previews.of('/de/short-play/episodes/ceo/43.html')).toBeNull();
    expect(previews.of('/short-play/episodes/ceo/44.html')).toBeNull();
    previews.remember('/short-play/episodes/ceo/44.html?from=rail', preview(44));
    expect(previews.of('/short-play/episodes/ceo/44.html')).toEqual(preview(44));
  });

  it('keeps the last eight cards, the latest tap of a card winning', () => {
    const previews = new PagePreviews();
    for (let n = 1; n <= 9; n++) previews.remember(`/p/${n}.html`, preview(n));
    expect(previews.of('/p/1.html')).toBeNull();
    expect(previews.of('/p/2.html')).toEqual(preview(2));
    previews.remember('/p/2.html', { title: 'Renamed', imageUrl: '/x.svg' });
    previews.remember('/p/10.html', preview(10));
    expect(previews.of('/p/2.html')).toEqual({ title: 'Renamed', imageUrl: '/x.svg' });
    expect(previews.of('/p/3.html')).toBeNull();
  });
});
