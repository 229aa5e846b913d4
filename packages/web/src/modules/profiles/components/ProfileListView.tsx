import { formatCount, messages, type Row } from '@spendlens/domain';
import type { ReactNode } from 'react';
import { TableStateMessage } from '../../data-table/components/TableStateMessage';
import { ProfileStateMessage } from './ProfileStateMessage';
import { useProfileList } from '../hooks/useProfileList';
import type { ProfileEntity, ProfileList } from '../utils/profileLists';

interface ProfileListViewProps {
  systemId: number;
  entity: ProfileEntity;
  id: string;
  list: ProfileList;
  /** Columns read beside those shown (the invoice options'). */
  extraColumns?: readonly string[];
  /** Draws the rows read: a table, with the options of the list. */
  children(rows: Row[], columns: ReturnType<typeof useProfileList>['columns']): ReactNode;
}

/**
 * One list of a profile's Transactions tab: loading, the error of a table, 'No results to show',
 * else its rows (newest first) and how many of all there are when over 1000.
 */
export function ProfileListView({
  systemId,
  entity,
  id,
  list,
  extraColumns,
  children,
}: ProfileListViewProps) {
  const answer = useProfileList(systemId, list, entity, id, extraColumns);
  if (answer.isPending) return <TableStateMessage state="loading" />;
  if (answer.isError) return <ProfileStateMessage state="error" error={answer.error} />;
  const rows = answer.data?.data ?? [];
  const total = answer.data?.meta.subset_row_count ?? rows.length;
  if (rows.length === 0)
    return (
      <div className="p-3" data-testid="table-empty">
        {messages.noResults}
      </div>
    );
  return (
    <div data-testid={`profile-list-${list.key}`} data-total={total}>
      {children(rows, answer.columns)}
      <div className="small text-muted" data-testid="profile-list-footer">
        {total > rows.length
          ? `Showing the latest ${formatCount(rows.length)} of ${formatCount(total)} rows`
          : `${formatCount(total)} ${total === 1 ? 'row' : 'rows'}`}
      </div>
    </div>
  );
}
