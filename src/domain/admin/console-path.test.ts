import { describe, expect, it } from 'vitest';
import { consolePath, consoleSectionOf } from './console-path';

describe('console paths', () => {
  it.each([
    ['/admin', ''],
    ['/admin/', ''],
    ['/admin/traffic', 'traffic'],
    ['/admin/traffic/?from=2026-01-01', 'traffic'],
    ['/admin/catalog/12#top', 'catalog/12'],
    ['/administrator', null],
    ['/fr/admin', null],
    ['/', null],
    ['/playlet/1/plots.html', null],
  ])('%s names section %j', (path, section) => {
    expect(consoleSectionOf(path)).toBe(section);
  });

  it('builds the path of a section', () => {
    expect(consolePath('')).toBe('/admin');
    expect(consolePath('audit')).toBe('/admin/audit');
  });
});
