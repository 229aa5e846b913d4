import { formatCount, profileMessages, type OpenedCell } from '@spendlens/domain';
import { TableStateMessage } from '../../data-table/components/TableStateMessage';
import { ProfileStateMessage } from './ProfileStateMessage';
import { useRowsSection } from '../hooks/useRowsSection';
import type { RowsSection } from '../types/RowsModalSource';
import { MasterFieldList } from './MasterFieldList';
import { ProfileRowsTable } from './ProfileRowsTable';

interface RowsSectionViewProps {
  systemId: number;
  section: RowsSection;
  cell: OpenedCell;
  /** Shown instead of 'No records to show' when the section has no row (the modal's first section). */
  empty?: string;
}

/**
 * One section of a modal of rows: loading, 'Error loading data…', its empty text, else one row as
 * fields or the rows as a table (each cell naming a thing opens its own modal above).
 */
export function RowsSectionView({ systemId, section, cell, empty }: RowsSectionViewProps) {
  const answer = useRowsSection(systemId, section, cell);
  const testId = `rows-section-${section.analysis}`;
  const body = (() => {
    if (answer.isPending) return <TableStateMessage state="loading" />;
    if (answer.isError) return <ProfileStateMessage state="error" error={answer.error} />;
    if (answer.rows.length === 0)
      return (
        <p className="text-muted small" data-testid="rows-empty">
          {empty ?? profileMessages.noRecords}
        </p>
      );
    if (section.layout === 'fields' && answer.rows.length === 1)
      return (
        <MasterFieldList
          fields={answer.columns.map((c) => ({ ...c, source: '' }))}
          record={answer.rows[0]!}
          notAvailable={new Set()}
        />
      );
    return (
      <>
        <ProfileRowsTable
          systemId={systemId}
          columns={answer.columns}
          rows={answer.rows}
          testId="profile-rows"
        />
        {answer.total > answer.rows.length && (
          <div className="small text-muted">
            Showing {formatCount(answer.rows.length)} of {formatCount(answer.total)} rows
          </div>
        )}
      </>
    );
  })();
  return (
    <section className="mb-3" data-testid={testId} data-rows={answer.isPending ? '' : answer.rows.length}>
      {section.title && <h3 className="h6">{section.title}</h3>}
      {body}
    </section>
  );
}
