import { messages } from '@spendlens/domain';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useReadySelection } from '../../selection/hooks/useReadySelection';
import { LoadingMessage } from '../../shell/components/LoadingMessage';
import { useVendorSearch } from '../hooks/useVendorSearch';
import { vendorsMatchingName } from '../utils/vendorsMatchingName';
import { VatCheckModal } from './VatCheckModal';
import { VatSearchForm } from './VatSearchForm';
import { VendorVatTable } from './VendorVatTable';

/**
 * /vat_check (spec 03 §2.6, §4): search the system's vendors by name, then check a vendor's VAT
 * number — idle, list loading, the list or "No vendors were found"; a VAT number opens its check.
 */
export function VatCheckPage() {
  const { system } = useReadySelection();
  const [searched, setSearched] = useState<string | null>(null);
  const [checking, setChecking] = useState<string | null>(null);
  const vendors = useVendorSearch(system.id, searched);
  const rows = vendors.data && searched !== null ? vendorsMatchingName(vendors.data, searched) : [];

  return (
    <div className="p-3" data-testid="vat-check">
      <VatSearchForm onSearch={setSearched} />
      <div className="mt-3">
        {searched === null ? null : vendors.isPending ? (
          <LoadingMessage />
        ) : vendors.isError ? (
          <Alert variant="danger">{messages.tableLoadError}</Alert>
        ) : rows.length === 0 ? (
          <p data-testid="vat-check-no-vendors">{messages.noVendorsFound}</p>
        ) : (
          <VendorVatTable rows={rows} onCheck={setChecking} />
        )}
      </div>
      {checking !== null && <VatCheckModal vatNumber={checking} onHide={() => setChecking(null)} />}
    </div>
  );
}
