import { formatDate, type VendorStatement } from '@spendlens/domain';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

/** The confirmation before a statement and its file are deleted (spec 03 §2.3). */
export function DeleteStatementDialog({
  statement,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  statement: VendorStatement;
  busy: boolean;
  error: string | undefined;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <Modal show onHide={onCancel} centered data-testid="delete-statement-dialog">
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          Delete statement
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">
          Delete the statement of {formatDate(statement.statement_date)} received from{' '}
          {statement.received_from_name} ({statement.filename})? The file is deleted too; this cannot be
          undone.
        </p>
        {error && (
          <Alert variant="danger" className="mt-3 mb-0">
            {error}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" disabled={busy} onClick={onConfirm}>
          {busy ? 'Deleting…' : 'Delete'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
