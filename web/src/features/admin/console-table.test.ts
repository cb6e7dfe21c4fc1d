import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConsoleTable } from './console-table.tsx';

interface Line {
  id: number;
  name: string;
  total: string;
}

const columns = [
  { label: 'Product', cell: (line: Line) => line.name },
  { label: 'Total', number: true, cell: (line: Line) => line.total },
];
const render = (rows: Line[], extra: object = {}) =>
  renderToStaticMarkup(createElement(ConsoleTable<Line>, { rows, rowKey: (l) => l.id, columns, ...extra }));

describe('ConsoleTable', () => {
  it('heads each row with its first column and labels the other cells for the phone cards', () => {
    expect(render([{ id: 1, name: 'Kochere', total: 'HK$168' }])).toBe(
      '<table class="console-table console-table--cards"><thead><tr>' +
        '<th scope="col">Product</th><th scope="col" class="console-table__number">Total</th>' +
        '</tr></thead><tbody><tr><th scope="row">Kochere</th>' +
        '<td data-label="Total" class="console-table__number">HK$168</td></tr></tbody></table>',
    );
  });

  it('says the empty message instead of an empty table, when it has one', () => {
    expect(render([], { empty: 'No orders yet.' })).toBe('<p class="console-empty">No orders yet.</p>');
    expect(render([])).toContain('<tbody></tbody>');
  });

  it('keeps the header of a column of buttons for screen readers, and its cells unlabelled', () => {
    const withEdit = [...columns, { label: 'Edit', labelHidden: true, cell: () => 'Edit Kochere' }];
    const marked = render([{ id: 1, name: 'Kochere', total: 'HK$168' }], { columns: withEdit });
    expect(marked).toContain('<th scope="col"><span class="visually-hidden">Edit</span></th>');
    expect(marked).toContain('<td>Edit Kochere</td>');
  });

  it('puts the row data attributes on the row', () => {
    const marked = render([{ id: 1, name: 'Kochere', total: 'HK$168' }], {
      rowData: () => ({ 'data-refunded': true }),
    });
    expect(marked).toContain('<tr data-refunded="true"><th scope="row">');
  });
});
