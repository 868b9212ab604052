import type { Key, ReactNode } from 'react';

/** One row of a console table: its React key and its cells, in the order of the columns. */
export interface ConsoleRow {
  readonly key: Key;
  readonly cells: readonly ReactNode[];
}

/**
 * A console list's table (console.css): a heading per column, and on phones each row stacked as labelled lines
 * (the column's heading is each cell's `data-label`); the `empty` text when there is no row. Observer-free: the
 * screen renders the cells inside its own observer, so what they read (a row's busy state...) is tracked there.
 */
export function ConsoleTable({ columns, rows, empty }: { columns: readonly string[]; rows: readonly ConsoleRow[]; empty: string }) {
  if (rows.length === 0) return <p className="console-empty">{empty}</p>;
  return (
    <div className="console-table-wrap">
      <table className="console-table console-table--stack">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                <td key={index} data-label={columns[index]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
