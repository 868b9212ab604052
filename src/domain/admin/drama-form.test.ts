import { describe, expect, it } from 'vitest';
import { blankDrama, dramaToSave, formOfDrama, formProblems, movedOrder } from './drama-form';
import type { DramaFields } from './catalog.types';

const withTexts = (patch: Partial<Record<string, Partial<DramaFields['texts']['en']>>>): DramaFields => {
  const blank = blankDrama();
  const texts = { ...blank.texts };
  for (const [lang, t] of Object.entries(patch)) texts[lang as 'en'] = { ...blank.texts.en, ...t };
  return { ...blank, slug: 'night-harbor', texts };
};

describe('drama form', () => {
  it('requires the default title and a slug, and names each problem', () => {
    expect(formProblems({ ...blankDrama(), slug: 'Bad Slug' }).map((p) => [p.field, p.key])).toEqual([
      ['slug', 'admin:adminCatalog.problem.slug'],
      ['texts.en.title', 'admin:adminCatalog.problem.defaultTitle'],
    ]);
    expect(formProblems(withTexts({ en: { title: 'Night Harbor' } }))).toEqual([]);
  });

  it('leaves other languages optional, but a started one needs its title; limits are counted', () => {
    const problems = formProblems(withTexts({ en: { title: 'Night Harbor' }, de: { synopsis: 'Ein Hafen' }, fr: { title: 'x', tagline: 'y'.repeat(301) } }));
    expect(problems.map((p) => [p.field, p.key, p.limit])).toEqual([
      ['texts.de.title', 'admin:adminCatalog.problem.title', undefined],
      ['texts.fr.tagline', 'admin:adminCatalog.problem.tooLong', 300],
    ]);
    expect(formProblems({ ...withTexts({ en: { title: 'a' } }), releaseYear: 1800 }).map((p) => p.field)).toEqual(['releaseYear']);
  });

  it('sends the default texts for empty languages and shows such copies empty again', () => {
    const form = withTexts({ en: { title: ' Night Harbor ', synopsis: 'A harbor.' }, de: { title: 'Nachthafen' } });
    const saved = dramaToSave(form);
    expect(saved.texts.en.title).toBe('Night Harbor');
    expect(saved.texts.fr).toEqual(saved.texts.en);
    expect(saved.texts.de.title).toBe('Nachthafen');
    const shown = formOfDrama(saved);
    expect(shown.texts.fr.title).toBe('');
    expect(shown.texts.de.title).toBe('Nachthafen');
    expect(shown.texts.en.title).toBe('Night Harbor');
  });

  it('moves an episode one place and refuses to move past either end', () => {
    expect(movedOrder([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(movedOrder([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
    expect(movedOrder([1, 2, 3], 1, -1)).toBeNull();
    expect(movedOrder([1, 2, 3], 3, 1)).toBeNull();
    expect(movedOrder([1, 2, 3], 7, 1)).toBeNull();
  });
});
