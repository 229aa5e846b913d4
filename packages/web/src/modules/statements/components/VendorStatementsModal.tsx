import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { VendorStatementsTab } from './VendorStatementsTab';

/** A vendor's statements opened from the statements list: the Statements tab of its profile, alone. */
export function VendorStatementsModal({
  systemId,
  vendorId,
  vendorName,
  onHide,
}: {
  systemId: number;
  vendorId: string;
  vendorName: string;
  onHide(): void;
}) {
  return (
    <Modal show onHide={onHide} size="xl" data-testid="vendor-statements-modal">
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          Vendor Statements &gt; {vendorId}: {vendorName}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <VendorStatementsTab systemId={systemId} vendorId={vendorId} vendorName={vendorName} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
