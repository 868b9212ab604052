import { describe, expect, it } from 'vitest';
import { usesSharedLayout } from './route-layout';
import type { RouteName } from './route-table';

describe('usesSharedLayout', () => {
  it.each<[RouteName, boolean]>([
    ['home', true],
    ['personalCollection', true],
    ['personalInfo', true],
    ['policy', true],
    ['terms', true],
    ['ranking', true],
    ['search', true],
    ['blogList', false],
    ['blogArticle', false],
    ['guide', false],
    ['guideList', false],
    ['filmGuide', false],
    ['filmPhotos', false],
    ['filmPlots', false],
    ['filmPlot', false],
    ['filmVideo', false],
    ['category', false],
    ['commentDetail', false],
    ['hotComments', false],
    ['film', false],
  ])('%s -> %s', (route, expected) => {
    expect(usesSharedLayout(route)).toBe(expected);
  });
});
