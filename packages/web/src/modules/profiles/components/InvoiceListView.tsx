import { formatCount } from '@spendlens/domain';
import { useState } from 'react';
import { defaultInvoiceToggles, visibleInvoices, type InvoiceToggles } from '../utils/invoiceToggles';
import type { ProfileEntity, ProfileList } from '../utils/profileLists';
import { amountSummaryPayload, invoiceSummaryClauses } from '../utils/profileListQuery';
import { AmountSummary } from './AmountSummary';
import { InvoiceTogglesForm } from './InvoiceTogglesForm';
import { ProfileListView } from './ProfileListView';
import { ProfileRowsTable } from './ProfileRowsTable';

/** What the invoice options read beside the columns shown. */
const toggleColumns = ['common_amount', 'tcode', 'is_reversed', 'derived_document_type'];

/**
 * The Invoices list of a profile: the invoice summary, then the latest 1000 invoice documents with
 * the options hideZeroValueInvoices, hideERIInvoices and showReversedDuplicates applied in the
 * browser (spec 03 §2.2), and how many the options hide.
 */
export function InvoiceListView({
  systemId,
  entity,
  id,
  list,
}: {
  systemId: number;
  entity: ProfileEntity;
  id: string;
  list: ProfileList;
}) {
  const [toggles, setToggles] = useState<InvoiceToggles>(defaultInvoiceToggles);
  return (
    <>
      <AmountSummary
        title="Invoices"
        testId="invoice-summary"
        payload={amountSummaryPayload(
          systemId,
          list,
          entity,
          id,
          'internal_invoice_id',
          invoiceSummaryClauses,
        )}
      />
      <InvoiceTogglesForm value={toggles} onChange={setToggles} />
      <ProfileListView systemId={systemId} entity={entity} id={id} list={list} extraColumns={toggleColumns}>
        {(rows, columns) => {
          const shown = visibleInvoices(rows, toggles);
          return (
            <>
              <ProfileRowsTable
                systemId={systemId}
                columns={columns}
                rows={shown}
                rowKey="internal_invoice_id"
                title={list.title}
                testId="profile-rows"
              />
              <div className="small text-muted" data-testid="invoice-toggles-note">
                {rows.length - shown.length > 0
                  ? `${formatCount(rows.length - shown.length)} of these ${formatCount(rows.length)} hidden by the options`
                  : `None of these ${formatCount(rows.length)} hidden by the options`}
              </div>
            </>
          );
        }}
      </ProfileListView>
    </>
  );
}
