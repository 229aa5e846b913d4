import type { ModuleDefinition, ModulePage, Row } from '@spendlens/domain';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useAnalysisScope } from '../../analysis-page/hooks/useAnalysisScope';
import { DataTable } from '../../data-table/components/DataTable';
import { useReadySelection } from '../../selection/hooks/useReadySelection';
import { useRefreshStatements } from '../hooks/useRefreshStatements';
import { useVendorRequests } from '../hooks/useVendorRequests';
import { canDeleteRequests, vendorRequestItems } from '../utils/vendorRequests';
import { vendorStatementsListQuery } from '../utils/vendorStatementsList';
import { RequestUploadDialog } from './RequestUploadDialog';
import { VendorStatementsModal } from './VendorStatementsModal';

/**
 * The statements list (spec 03 §2.3, §4): the vendors in the shared data table with their statement
 * request date and status; selected vendors are requested (Request Statements) or their requests
 * deleted (Delete Requests, only when every one has a request); Bulk Upload Requests takes a CSV.
 * After either action the table reads its rows again. A vendor's id opens its statements.
 */
export function VendorStatementsList({ module, page }: { module: ModuleDefinition; page: ModulePage }) {
  const selection = useReadySelection();
  const systemId = selection.system.id;
  const scope = useAnalysisScope(page, module.apiModuleName);
  const { base, columns } = useMemo(() => vendorStatementsListQuery(scope, page), [scope, page]);
  const [selected, setSelected] = useState<Row[]>([]);
  const [resetKey, setResetKey] = useState(0);
  const [bulk, setBulk] = useState(false);
  const [vendor, setVendor] = useState<{ id: string; name: string } | null>(null);
  const requests = useVendorRequests();
  const refresh = useRefreshStatements();

  const act = (action: 'upsert' | 'delete') =>
    requests.mutate(
      { action, items: vendorRequestItems(selected, systemId) },
      { onSuccess: () => setResetKey((k) => k + 1) },
    );

  return (
    <section className="p-3" data-testid="statements-page">
      <p className="small text-body-secondary mb-2">
        The vendors of {page.displayName} in the chosen company code and dates, with their statement requests
        and latest statement. Select vendors to request their statements or delete their requests; a
        vendor&apos;s id opens its statements.
      </p>
      <div className="d-flex flex-wrap gap-2 mb-2 align-items-center">
        <Button
          size="sm"
          variant="outline-danger"
          disabled={!canDeleteRequests(selected) || requests.isPending}
          onClick={() => act('delete')}
        >
          Delete Requests
        </Button>
        <Button
          size="sm"
          disabled={selected.length === 0 || requests.isPending}
          onClick={() => act('upsert')}
        >
          Request Statements
        </Button>
        <Button size="sm" variant="outline-primary" onClick={() => setBulk(true)}>
          Bulk Upload Requests
        </Button>
        {selected.length > 0 && (
          <span className="small text-body-secondary" data-testid="statements-selected">
            {selected.length} selected
          </span>
        )}
      </div>
      {requests.isError && (
        <p className="text-danger" role="alert" data-testid="statement-request-error">
          Error: {requests.error.message}
        </p>
      )}
      <DataTable
        base={base}
        columns={columns}
        currency={selection.system.currency}
        exportName="vendor-statements.csv"
        initialSort={{ col_alias: columns[0]!.name, order: 'asc' }}
        selectable
        onSelectionChange={setSelected}
        selectionResetKey={`${resetKey} ${JSON.stringify(base)}`}
        showTotals={false}
        renderCell={(row, column) =>
          column.name === 'vendor_id' && row['vendor_id'] !== null ? (
            <Button
              variant="link"
              size="sm"
              className="p-0"
              onClick={() =>
                setVendor({ id: String(row['vendor_id']), name: String(row['vendor_name'] ?? '') })
              }
            >
              {String(row['vendor_id'])}
            </Button>
          ) : undefined
        }
        testId="statements-table"
      />
      {bulk && (
        <RequestUploadDialog
          onClose={(afterResult) => {
            setBulk(false);
            if (afterResult) {
              setResetKey((k) => k + 1);
              void refresh();
            }
          }}
        />
      )}
      {vendor && (
        <VendorStatementsModal
          systemId={systemId}
          vendorId={vendor.id}
          vendorName={vendor.name}
          onHide={() => setVendor(null)}
        />
      )}
    </section>
  );
}
