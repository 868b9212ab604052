import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConsoleTable } from './console-table.view';

describe('ConsoleTable', () => {
  it('renders the console table: a heading per column, each cell labelled with its column for the stacked phone layout', () => {
    const html = renderToStaticMarkup(
      <ConsoleTable
        columns={['Title', 'State']}
        empty="Nothing yet"
        rows={[
          { key: 1, cells: [<a href="/x">Love</a>, 'draft'] },
          { key: 2, cells: ['Lies', 'published'] },
        ]}
      />,
    );
    expect(html).toBe(
      '<div class="console-table-wrap"><table class="console-table console-table--stack">' +
        '<thead><tr><th scope="col">Title</th><th scope="col">State</th></tr></thead>' +
        '<tbody><tr><td data-label="Title"><a href="/x">Love</a></td><td data-label="State">draft</td></tr>' +
        '<tr><td data-label="Title">Lies</td><td data-label="State">published</td></tr></tbody></table></div>',
    );
  });

  it('says the empty text instead of an empty table', () => {
    expect(renderToStaticMarkup(<ConsoleTable columns={['Title']} empty="Nothing yet" rows={[]} />)).toBe('<p class="console-empty">Nothing yet</p>');
  });
});
