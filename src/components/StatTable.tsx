import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type StatSortDirection = 'ascending' | 'descending';

export interface StatColumn<Row> {
  key: string;
  /** The heading as shown: an abbreviation, or the name itself when it is short. */
  label: string;
  /** The full name: the heading's accessible name and its abbreviation's title. */
  fullName: string;
  cell: (row: Row) => ReactNode;
  /** Text reads from the left; figures line up on the right. */
  align?: 'left' | 'right';
  sortable?: boolean;
}

export interface StatTableProps<Row> {
  /** The table's accessible name (drawn nowhere: the page's heading says it). */
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The first column, who the row is (a player, a team): it stays in place while the figures scroll. */
  rowHeader: Omit<StatColumn<Row>, 'align'>;
  columns: readonly StatColumn<Row>[];
  sort?: { key: string; direction: StatSortDirection };
  onSort?: (key: string) => void;
  testId?: string;
  /** Text under the table, inside it (its caption's visible part), such as how ties are ranked. */
  note?: ReactNode;
}

// Every cell's own styles: a rule on the table would outrank a cell's own alignment or weight.
const cell = { px: 0.5, py: 0.75, typography: 'small', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const headCell = { ...cell, fontWeight: 600, color: 'text.secondary', verticalAlign: 'bottom' } as const;

/** Opaque, so what scrolls under a sticky cell does not show through. */
const stickyBackground = (theme: Theme) => (theme.vars ?? theme).palette.background.default;

function Heading({ label, fullName }: { label: string; fullName: string }) {
  if (label === fullName) return <>{label}</>;
  return (
    <abbr title={fullName} style={{ textDecoration: 'none' }}>
      {label}
    </abbr>
  );
}

/**
 * A statistics table for a phone, on MUI's Table: the row's name column sticks to the left, the
 * figures take only the width they need and the name the rest (wrapping if it must), headings never
 * wrap and carry their full name for screen readers (`aria-label`, and an `abbr` title for a
 * pointer). A sortable heading is a `TableSortLabel`, `aria-sort` on its cell; the sorted column
 * sticks to the right edge when the figures are wider than the phone, so the order the fan chose is
 * always in view.
 */
export function StatTable<Row>({ caption, rows, rowKey, rowHeader, columns, sort, onSort, testId, note }: StatTableProps<Row>) {
  const sortDirection = (key: string) => (sort?.key === key ? (sort.direction === 'ascending' ? 'asc' : 'desc') : false);
  const heading = (column: Omit<StatColumn<Row>, 'align'>) =>
    onSort && column.sortable !== false ? (
      <TableSortLabel
        active={sort?.key === column.key}
        direction={sort?.key === column.key && sort.direction === 'ascending' ? 'asc' : 'desc'}
        hideSortIcon
        onClick={() => onSort(column.key)}
        // The visible abbreviation first, as voice control users say it, then the full name.
        aria-label={column.label === column.fullName ? undefined : `${column.label}, ${column.fullName}`}
      >
        <Heading label={column.label} fullName={column.fullName} />
      </TableSortLabel>
    ) : (
      <Heading label={column.label} fullName={column.fullName} />
    );
  const sortedSticky = (theme: Theme, key: string) =>
    sort?.key === key ? ({ position: 'sticky', right: 0, zIndex: 1, backgroundColor: stickyBackground(theme) } as const) : {};
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={caption}
        data-testid={testId}
        sx={{
          '& .MuiTableSortLabel-root.Mui-active': { color: 'text.primary', fontWeight: 700 },
          '& .MuiTableSortLabel-icon': { fontSize: 14, mx: 0.25 },
        }}
      >
        {note ? <caption style={{ captionSide: 'bottom', textAlign: 'left', padding: 0 }}>{note}</caption> : null}
        <TableHead>
          <TableRow>
            <TableCell
              sortDirection={sortDirection(rowHeader.key)}
              aria-label={rowHeader.label === rowHeader.fullName ? undefined : rowHeader.fullName}
              sx={(theme) => ({
                ...headCell,
                position: 'sticky',
                left: 0,
                zIndex: 2,
                backgroundColor: stickyBackground(theme),
                width: '100%',
              })}
            >
              {heading(rowHeader)}
            </TableCell>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.align ?? 'right'}
                sortDirection={sortDirection(column.key)}
                aria-label={column.label === column.fullName ? undefined : column.fullName}
                sx={(theme) => ({ ...headCell, ...sortedSticky(theme, column.key) })}
              >
                {heading(column)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              <TableCell
                component="th"
                scope="row"
                sx={(theme) => ({
                  ...cell,
                  position: 'sticky',
                  left: 0,
                  zIndex: 1,
                  backgroundColor: stickyBackground(theme),
                  whiteSpace: 'normal',
                  overflowWrap: 'anywhere',
                  minWidth: '7.5em',
                })}
              >
                {rowHeader.cell(row)}
              </TableCell>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align ?? 'right'}
                  sx={(theme) => ({ ...cell, ...sortedSticky(theme, column.key), fontWeight: sort?.key === column.key ? 700 : 400 })}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
