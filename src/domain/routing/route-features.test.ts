import { describe, expect, it } from 'vitest';
import { coreNamespaces, featuresOfRoute, namespacesOfRoute } from './route-features';
import type { RouteName } from './route-table';

describe('featuresOfRoute', () => {
  it.each<[RouteName, readonly string[]]>([
    ['home', []],
    ['ranking', ['listings']],
    ['search', ['listings']],
    ['category', ['listings']],
    ['hotComments', ['listings']],
    ['commentDetail', ['listings', 'community']],
    ['episodeList', ['film', 'accounts', 'community']],
    ['filmVideo', ['film', 'accounts', 'community']],
    ['filmPlots', ['film', 'accounts']],
    ['blogArticle', ['film', 'accounts', 'content']],
    ['terms', ['film', 'accounts', 'content']],
    ['personalSettings', ['film', 'accounts', 'account']],
    ['personalCollection', ['film', 'accounts', 'account']],
    ['personalInfo', ['film', 'accounts', 'account']],
  ])('%s needs %j', (route, features) => {
    expect(featuresOfRoute(route)).toEqual(features);
  });

  it('never loads the operators console for a visitor page', () => {
    const routes: RouteName[] = ['home', 'episodeList', 'filmVideo', 'personalInfo', 'guide'];
    for (const route of routes) expect(featuresOfRoute(route)).not.toContain('admin');
  });
});

describe('namespacesOfRoute', () => {
  it('gives the home page the core texts only, and a page the texts of its features', () => {
    expect(namespacesOfRoute('home')).toEqual(coreNamespaces);
    expect(namespacesOfRoute('filmVideo')).toEqual(expect.arrayContaining(['common', 'browse', 'errors', 'film', 'auth', 'personal']));
    expect(namespacesOfRoute('hotComments')).toEqual([...coreNamespaces, 'personal', 'film']);
    expect(namespacesOfRoute('terms')).not.toContain('legal');
  });
});
