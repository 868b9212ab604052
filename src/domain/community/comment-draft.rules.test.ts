import { describe, expect, it } from 'vitest';
import { draftProblem, isForeignLanguage, photosLeft, toggledLike, type DraftPhotoState } from './comment-draft.rules';

const limits = { textLength: 10, photos: 2 };

describe('draftProblem', () => {
  it.each<[string, string, DraftPhotoState[], ReturnType<typeof draftProblem>]>([
    ['empty text', '', [], 'empty'],
    ['whitespace only', '  \n\t ', ['ready'], 'empty'],
    ['at the limit once trimmed', '  0123456789  ', [], null],
    ['one over the limit', '01234567890', [], 'tooLong'],
    ['too many photos', 'hi', ['ready', 'ready', 'ready'], 'tooManyPhotos'],
    ['a photo still uploading', 'hi', ['ready', 'uploading'], 'photosPending'],
    ['a failed photo', 'hi', ['failed'], 'photosFailed'],
    ['text and ready photos', 'hi', ['ready', 'ready'], null],
  ])('%s', (_, text, photos, expected) => {
    expect(draftProblem(text, photos, limits)).toBe(expected);
  });
});

describe('photosLeft', () => {
  it.each([
    [0, 2],
    [1, 1],
    [2, 0],
    [5, 0],
  ])('%i photos leave %i', (count, left) => expect(photosLeft(count, limits)).toBe(left));
});

describe('toggledLike', () => {
  it.each([
    [
      { liked: false, likes: 3 },
      { liked: true, likes: 4 },
    ],
    [
      { liked: true, likes: 4 },
      { liked: false, likes: 3 },
    ],
    [
      { liked: true, likes: 0 },
      { liked: false, likes: 0 },
    ],
  ])('%o becomes %o', (before, after) => expect(toggledLike(before)).toEqual(after));
});

describe('isForeignLanguage', () => {
  it.each<[string | null, string, boolean]>([
    ['es', 'hi', true],
    ['hi', 'hi', false],
    ['pt-BR', 'pt', false],
    ['EN', 'en', false],
    [null, 'en', false],
    ['', 'en', false],
  ])('%s read in %s: %s', (comment, reader, foreign) => expect(isForeignLanguage(comment, reader)).toBe(foreign));
});
