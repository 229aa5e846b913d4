import Alert from 'react-bootstrap/Alert';
import { useReadySelection } from '../../selection/hooks/useReadySelection';
import { vendorListPage } from '../utils/vendorStatementsList';
import { VendorStatementsList } from './VendorStatementsList';

/**
 * /statements, the vendor statements analysis (spec 03 §2.3): the system's vendors of the chosen
 * company code, dates and account groups with their statement requests and latest statement, read
 * from the system's vendor summary (invoices for a document system); a multi-system has no list.
 */
export function StatementsPage() {
  const selection = useReadySelection();
  const found = vendorListPage(selection.displayConfig, selection.system);
  if (!found)
    return (
      <Alert variant="info" className="m-3" data-testid="statements-unavailable">
        {selection.system.multi_system
          ? 'Vendor statements are kept per system: choose one of the systems of this multi-system.'
          : 'This system’s display configuration has no vendor list (Vendor Summary or Invoice Distribution) to request statements from.'}
      </Alert>
    );
  return <VendorStatementsList module={found.module} page={found.page} />;
}
