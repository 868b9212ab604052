import { describe, expect, it } from 'vitest';
import { PrefetchPlanner, shouldPrefetch } from './prefetch.policy';

describe('shouldPrefetch', () => {
  it.each([
    [undefined, true],
    [{}, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ saveData: true, effectiveType: '4g' }, false],
    [{ saveData: false, effectiveType: '4g' }, true],
  ])('%j -> %s', (hints, expected) => {
    expect(shouldPrefetch(hints)).toBe(expected);
  });
});

describe('PrefetchPlanner', () => {
  const fast = { effectiveType: '4g' };

  it('fetches nothing on a data-saving or slow connection, whatever the trigger', () => {
    const planner = new PrefetchPlanner();
    expect(planner.decide('film', '/a', 'hover', { saveData: true })).toEqual({ code: false, data: false });
    expect(planner.decide('film', '/a', 'viewport', { effectiveType: '2g' })).toEqual({ code: false, data: false });
    // Nothing was recorded: on a fast connection the same link is still fetched.
    expect(planner.decide('film', '/a', 'focus', fast)).toEqual({ code: true, data: true });
  });

  it("fetches a screen's code once and each link's data once", () => {
    const planner = new PrefetchPlanner();
    expect(planner.decide('film', '/a', 'hover', fast)).toEqual({ code: true, data: true });
    expect(planner.decide('film', '/a', 'focus', fast)).toEqual({ code: false, data: false });
    expect(planner.decide('film', '/b', 'touch', fast)).toEqual({ code: false, data: true });
    expect(planner.decide('ranking', '/ranking', 'hover', fast)).toEqual({ code: true, data: true });
  });

  it('lets links that were only on screen use a small share of the data budget', () => {
    const planner = new PrefetchPlanner({ viewportDataPerPage: 2, dataPerPage: 4 });
    const viewport = ['/1', '/2', '/3'].map((href) => planner.decide('film', href, 'viewport', fast).data);
    expect(viewport).toEqual([true, true, false]);
    // A hover still gets data after the viewport share is used up, up to the page's budget.
    const hovered = ['/4', '/5', '/6'].map((href) => planner.decide('film', href, 'hover', fast).data);
    expect(hovered).toEqual([true, true, false]);
  });

  it('fetches only the data of links glanced at before the visitor did anything, from the on-screen share', () => {
    const planner = new PrefetchPlanner({ viewportDataPerPage: 2, dataPerPage: 4 });
    expect(planner.decide('film', '/1', 'glance', fast)).toEqual({ code: false, data: true });
    expect(planner.decide('film', '/2', 'glance', fast)).toEqual({ code: false, data: true });
    expect(planner.decide('film', '/3', 'glance', fast)).toEqual({ code: false, data: false });
    expect(planner.decide('film', '/4', 'viewport', fast)).toEqual({ code: true, data: false });
    // Once engaged, a glanced link's code comes with the next interest; its data is not fetched twice.
    expect(planner.decide('film', '/1', 'touch', fast)).toEqual({ code: false, data: false });
    expect(planner.decide('film', '/1', 'glance', { saveData: true })).toEqual({ code: false, data: false });
  });

  it('gives each new page a new data budget but keeps the code already fetched', () => {
    const planner = new PrefetchPlanner({ viewportDataPerPage: 1, dataPerPage: 1 });
    planner.decide('film', '/a', 'viewport', fast);
    expect(planner.decide('film', '/b', 'viewport', fast)).toEqual({ code: false, data: false });
    planner.newPage();
    expect(planner.decide('film', '/a', 'viewport', fast)).toEqual({ code: false, data: true });
  });
});
