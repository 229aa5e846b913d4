import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { DistributionDetailSource } from '../types/DistributionDetailSource';
import type { DistributionRowType, DistributionTableModel } from '../types/DistributionTable';
import {
  distributionDetailFileName,
  distributionDetailFilter,
  distributionDetailTitle,
  type DistributionDetail,
} from '../utils/distributionDetail';
import { DistributionDetailsModal } from './DistributionDetailsModal';
import { DistributionGroupRows } from './DistributionGroupRows';
import { DistributionTableHead } from './DistributionTableHead';

interface DistributionTableProps {
  model: DistributionTableModel;
  currency: string;
  detailSource: DistributionDetailSource;
}

/**
 * The invoice distribution table: document-type rows that expand into value ranges; a row's numbers
 * open its documents, filtered by document type and value range, in the shared data table.
 */
export function DistributionTable({ model, currency, detailSource }: DistributionTableProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<DistributionRowType>>(new Set());
  const [detail, setDetail] = useState<DistributionDetail | undefined>();
  const detailFilter = useMemo(() => detail && distributionDetailFilter(detail), [detail]);
  const allExpanded = expanded.size === model.groups.length;
  const toggle = (type: DistributionRowType) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(type)) next.delete(type);
      else next.add(type);
      return next;
    });

  return (
    <>
      <div className="d-flex justify-content-end mb-2">
        <Button
          variant="link"
          size="sm"
          className="p-0"
          onClick={() => setExpanded(allExpanded ? new Set() : new Set(model.groups.map((g) => g.type)))}
          data-testid="dist-expand-all"
        >
          {allExpanded ? 'Collapse all' : 'Expand all'}
        </Button>
      </div>
      <div className="table-responsive">
        <Table
          hover
          size="sm"
          className="distribution-table align-middle mb-2"
          data-testid="distribution-table"
        >
          <DistributionTableHead />
          {model.groups.map((group) => (
            <DistributionGroupRows
              key={group.type}
              group={group}
              currency={currency}
              expanded={expanded.has(group.type)}
              onToggle={() => toggle(group.type)}
              onOpenDetail={setDetail}
            />
          ))}
        </Table>
      </div>
      <p className="small text-body-secondary mb-0" data-testid="dist-note">
        Percentages: a document-type row is a share of the Grand Total; a value-range row is a share of its
        document type&apos;s total. ALL INVOICES (PO + NON-PO) combines PO-INVOICE and NON-PO-INVOICE. Vendors
        are counted once per row, so vendor counts do not add up across rows. A row&apos;s numbers open its
        documents.
      </p>
      {detail && detailFilter && (
        <DistributionDetailsModal
          scope={detailSource.scope}
          source={detailSource.source}
          filter={detailFilter}
          title={distributionDetailTitle(detail)}
          fileName={distributionDetailFileName(detail)}
          currency={currency}
          columns={detailSource.columns}
          onClose={() => setDetail(undefined)}
        />
      )}
    </>
  );
}
