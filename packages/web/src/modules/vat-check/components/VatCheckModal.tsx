import { messages } from '@spendlens/domain';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { ApiError } from '../../../api/apiClient';
import { LoadingMessage } from '../../shell/components/LoadingMessage';
import { useVatCheck } from '../hooks/useVatCheck';
import { VatCheckAnswerView } from './VatCheckAnswerView';

/**
 * The modal "Vat No. Check" (spec 03 §2.6, §4): loading, then the answer, "No results for Vat No.
 * check" when there is none, or "Error loading data" (with the server's reason for a number it
 * refuses, such as a GB number). Close and the header's close hide it.
 */
export function VatCheckModal({ vatNumber, onHide }: { vatNumber: string; onHide(): void }) {
  const check = useVatCheck(vatNumber);
  return (
    <Modal show onHide={onHide} size="lg" centered aria-labelledby="vat-check-title">
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id="vat-check-title">
          Vat No. Check
        </Modal.Title>
      </Modal.Header>
      <Modal.Body data-testid="vat-check-modal">
        {check.isPending ? (
          <LoadingMessage />
        ) : check.isError ? (
          <Alert variant="danger" data-testid="vat-check-error">
            {messages.detailLoadError}
            {check.error instanceof ApiError && check.error.kind === 'bad_request' && (
              <span className="d-block small mt-1">{check.error.message}</span>
            )}
          </Alert>
        ) : check.data === null ? (
          <p data-testid="vat-check-empty">{messages.noVatCheckResults}</p>
        ) : (
          <VatCheckAnswerView answer={check.data} />
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
