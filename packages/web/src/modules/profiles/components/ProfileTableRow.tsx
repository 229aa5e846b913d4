import type { ColumnDefinition, OpenedCell, Row } from '@spendlens/domain';
import { memo } from 'react';
import { DataCell } from '../../data-table/components/DataCell';
import { RowDetailsButton } from './RowDetailsButton';

interface ProfileTableRowProps {
  columns: readonly ColumnDefinition[];
  row: Row;
  onOpen(cell: OpenedCell): void;
  /** Given, the row starts with a button showing it in the table content modal. */
  onShow?: ((row: Row) => void) | undefined;
}

/**
 * One row of a profile's list; memoised, so that an option hiding some rows of 1000 draws none of
 * the rows that stay.
 */
export const ProfileTableRow = memo(function ProfileTableRow({
  columns,
  row,
  onOpen,
  onShow,
}: ProfileTableRowProps) {
  return (
    <tr data-testid="table-row">
      {onShow && (
        <td className="row-details-col">
          <RowDetailsButton onShow={() => onShow(row)} />
        </td>
      )}
      {columns.map((c) => (
        <DataCell key={c.name} column={c} row={row} currency={null} onOpen={onOpen} />
      ))}
    </tr>
  );
});
