import { describe, expect, it } from 'vitest';
import { auditChanges, type AuditChange } from './audit-changes';

const change = (field: string, before: string | null, after: string | null): AuditChange => ({ field, before, after });

describe('auditChanges', () => {
  it.each<[string, unknown, unknown, AuditChange[]]>([
    [
      'an application approved: only its status and reply',
      { status: 'pending', reply: null, film_id: 3, user_id: 'u1' },
      { status: 'approved', reply: 'Enjoy!', film_id: 3, user_id: 'u1' },
      [change('status', 'pending', 'approved'), change('reply', null, 'Enjoy!')],
    ],
    [
      'a comment hidden',
      { state: 'visible', report_count: 2, content: 'Spoiler' },
      { state: 'hidden', report_count: 2 },
      [change('state', 'visible', 'hidden')],
    ],
    ['a drama created: every field', null, { slug: 'new', published: false }, [change('slug', null, 'new'), change('published', null, 'false')]],
    ['a drama removed: every field it had', { slug: 'old', episodes: 3 }, null, [change('slug', 'old', null), change('episodes', '3', null)]],
    [
      'nested texts by dotted path',
      { texts: { en: { title: 'A', synopsis: 'S' }, pt: { title: 'A' } } },
      { texts: { en: { title: 'B', synopsis: 'S' }, pt: { title: 'A' } } },
      [change('texts.en.title', 'A', 'B')],
    ],
    ['a list is one value', { visible_comment_ids: [1, 2] }, { visible_comment_ids: [] }, [change('visible_comment_ids', '[1,2]', '[]')]],
    ['a field only after is shown, one only before is context', { a: 1 }, { b: 2 }, [change('b', null, '2')]],
    [
      'a comment kept hidden: its text (context before) is not repeated',
      { state: 'hidden', report_count: 3, content: 'Spoiler' },
      { state: 'hidden', report_count: 3 },
      [],
    ],
    ["a member's comments hidden", { visible_comment_ids: [4, 5] }, { hidden: 2 }, [change('hidden', null, '2')]],
    ['a value set to null', { reply: 'x' }, { reply: null }, [change('reply', 'x', null)]],
    ['nothing changed', { a: 1, b: 'x' }, { b: 'x', a: 1 }, []],
    ['single values', 'draft', 'published', [change('', 'draft', 'published')]],
    ['both null', null, null, []],
    ['a number and the same number as text read alike', { n: 1 }, { n: '1' }, []],
  ])('%s', (_name, before, after, expected) => {
    expect(auditChanges(before, after)).toEqual(expected);
  });
});
