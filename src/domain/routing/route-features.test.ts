import { describe, expect, it } from 'vitest';
import { coreNamespaces, featuresOfRoute, localeGroupOf, namespacesOfRoute } from './route-features';
import type { RouteName } from './route-table';

describe('featuresOfRoute', () => {
  it.each<[RouteName, readonly string[]]>([
    ['home', []],
    ['ranking', ['listings']],
    ['search', ['listings']],
    ['category', ['listings']],
    ['hotComments', ['listings']],
    ['commentDetail', ['listings', 'community']],
    ['film', ['film', 'actions', 'community']],
    ['filmVideo', ['film', 'actions', 'community']],
    ['filmPlots', ['film', 'actions']],
    ['blogArticle', ['film', 'actions', 'content']],
    ['terms', ['film', 'actions', 'content']],
    ['personalSettings', ['film', 'actions', 'account', 'notifications']],
    ['personalNotifications', ['film', 'actions', 'account', 'notifications']],
    ['personalUnsubscribe', ['notifications']],
    ['personalCollection', ['film', 'actions', 'account']],
    ['personalInfo', ['film', 'actions', 'account']],
  ])('%s needs %j', (route, features) => {
    expect(featuresOfRoute(route)).toEqual(features);
  });

  it('never loads the operators console for a visitor page', () => {
    const routes: RouteName[] = ['home', 'film', 'filmVideo', 'personalInfo', 'guide'];
    for (const route of routes) expect(featuresOfRoute(route)).not.toContain('admin');
  });

  it("leaves the notifications out of the pages a guest lands on (a member's bell loads them)", () => {
    const routes: RouteName[] = ['home', 'film', 'filmVideo', 'ranking', 'blogArticle'];
    for (const route of routes) expect(featuresOfRoute(route)).not.toContain('notifications');
    expect(namespacesOfRoute('home')).not.toContain('notifications');
  });
});

describe('namespacesOfRoute', () => {
  it('gives the home page the core texts only, and a page the texts of its features', () => {
    expect(namespacesOfRoute('home')).toEqual(coreNamespaces);
    expect(namespacesOfRoute('filmVideo')).toEqual(expect.arrayContaining(['site', 'browse', 'film', 'account', 'sharing', 'feedback', 'community']));
    expect(namespacesOfRoute('hotComments')).toEqual([...coreNamespaces, 'community', 'film']);
    expect(namespacesOfRoute('terms')).not.toContain('content');
  });

  it('leaves the error messages to be loaded on demand, in a chunk of their own', () => {
    for (const route of ['home', 'film', 'filmVideo'] as const) expect(namespacesOfRoute(route)).not.toContain('site-errors');
    expect(localeGroupOf('site-errors')).toBe('site-errors');
    expect(localeGroupOf('site')).toBe('core');
  });
});
