import { describe, expect, it } from 'vitest';
import { completePluralForms } from './plural-forms';

describe('completePluralForms', () => {
  it.each([
    ['fr', { n_one: 'a', n_other: 'b' }, { n_one: 'a', n_other: 'b', n_many: 'b' }],
    ['en', { n_one: 'a', n_other: 'b' }, { n_one: 'a', n_other: 'b' }],
    ['ru', { n_one: 'a', n_few: 'c', n_other: 'b' }, { n_one: 'a', n_few: 'c', n_other: 'b', n_many: 'b' }],
    ['es', { deep: { n_other: 'b', plain: 'p' } }, { deep: { n_other: 'b', plain: 'p', n_one: 'b', n_many: 'b' } }],
    ['fr', { n_other: 'b', n_many: 'own' }, { n_other: 'b', n_many: 'own', n_one: 'b' }],
  ])('%s: %j -> %j', (language, texts, complete) => {
    expect(completePluralForms(texts, language)).toEqual(complete);
  });

  it('fills the loaded object itself, and a second pass changes nothing', () => {
    const texts = { n_one: 'a', n_other: 'b' };
    expect(completePluralForms(texts, 'it')).toBe(texts);
    const once = structuredClone(texts);
    completePluralForms(texts, 'it');
    expect(texts).toEqual(once);
  });
});
