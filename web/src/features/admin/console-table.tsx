import type { ReactNode } from 'react';

export interface ConsoleColumn<Row> {
  /** The column header, and the cell's label when a phone shows each row as a card. */
  label: string;
  cell: (row: Row) => ReactNode;
  /** Figures, aligned right. */
  number?: boolean;
  /** A column of buttons that name themselves: its header is for screen readers, its cells carry no label. */
  labelHidden?: boolean;
  /** A cell's own look beside its column's, e.g. a change below zero. */
  cellClassName?: (row: Row) => string;
}

interface ConsoleTableProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The first column names the row: it is its header cell (`th scope="row"`). */
  columns: ConsoleColumn<Row>[];
  /** Said instead of the table when there are no rows; without it an empty table is shown. */
  empty?: string;
  /** Data attributes of a row's `tr` that the styles key on (e.g. `data-refunded`). */
  rowData?: (row: Row) => Record<`data-${string}`, string | boolean | undefined>;
  /** The table's own class beside the console's. */
  className?: string;
  /** A next page is on its way: the rows shown are about to change. */
  busy?: boolean;
}

const numberClass = (column: { number?: boolean }) => (column.number ? 'console-table__number' : undefined);

const cellClass = <Row,>(column: ConsoleColumn<Row>, row: Row) =>
  [numberClass(column), column.cellClassName?.(row)].filter(Boolean).join(' ') || undefined;

/** A console list as a table; on a phone each row becomes a card (console-parts.css), labels from data-label. */
export function ConsoleTable<Row>({
  rows,
  rowKey,
  columns,
  empty,
  rowData,
  className,
  busy,
}: ConsoleTableProps<Row>) {
  if (empty !== undefined && rows.length === 0) return <p className="console-empty">{empty}</p>;
  const [first, ...rest] = columns;
  return (
    <table
      className={
        className ? `console-table console-table--cards ${className}` : 'console-table console-table--cards'
      }
      aria-busy={busy}
    >
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={numberClass(column)}>
              {column.labelHidden ? <span className="visually-hidden">{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowData?.(row)}>
            {first && <th scope="row">{first.cell(row)}</th>}
            {rest.map((column) => (
              <td
                key={column.label}
                data-label={column.labelHidden ? undefined : column.label}
                className={cellClass(column, row)}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
