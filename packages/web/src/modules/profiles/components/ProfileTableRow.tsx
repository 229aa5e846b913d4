import type { ColumnDefinition, OpenedCell, Row } from '@spendlens/domain';
import { memo } from 'react';
import { DataCell } from '../../data-table/components/DataCell';

interface ProfileTableRowProps {
  columns: readonly ColumnDefinition[];
  row: Row;
  onOpen(cell: OpenedCell): void;
}

/**
 * One row of a profile's list; memoised, so that an option hiding some rows of 1000 draws none of
 * the rows that stay.
 */
export const ProfileTableRow = memo(function ProfileTableRow({ columns, row, onOpen }: ProfileTableRowProps) {
  return (
    <tr data-testid="table-row">
      {columns.map((c) => (
        <DataCell key={c.name} column={c} row={row} currency={null} onOpen={onOpen} />
      ))}
    </tr>
  );
});
