import { messages } from '@spendlens/domain';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { ApiError } from '../../../api/apiClient';
import { useRequestUpload } from '../hooks/useRequestUpload';
import { RequestUploadResult } from './RequestUploadResult';

/**
 * "Upload Requested From List" (spec 03 §2.3, §4, §5, §8): choose a CSV with the columns vendor_id
 * and system_id ('You must choose a file'), which is checked and its vendors marked as requested;
 * then the result. `onClose(afterResult)`: the list refreshes when the dialog closes after a result.
 */
export function RequestUploadDialog({ onClose }: { onClose(afterResult: boolean): void }) {
  const upload = useRequestUpload();
  const [file, setFile] = useState<File | undefined>(undefined);
  const [missing, setMissing] = useState(false);
  const close = () => onClose(upload.isSuccess);
  const detail =
    upload.error instanceof ApiError && upload.error.status === 400 ? upload.error.message : undefined;

  return (
    <Modal show onHide={close} data-testid="request-upload-dialog">
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          Upload Requested From List
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {upload.isSuccess ? (
          <RequestUploadResult outcome={upload.data} />
        ) : (
          <Form
            id="request-upload-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!file) setMissing(true);
              else upload.mutate(file);
            }}
          >
            <Form.Group controlId="request-upload-file">
              <Form.Label>CSV file with the columns vendor_id and system_id</Form.Label>
              <Form.Control
                type="file"
                accept=".csv,text/csv"
                isInvalid={missing}
                onChange={(event) => {
                  const chosen = (event.target as HTMLInputElement).files?.[0];
                  setFile(chosen);
                  setMissing(false);
                  upload.reset();
                }}
              />
              <Form.Control.Feedback type="invalid">{messages.statementFileRequired}</Form.Control.Feedback>
              <Form.Text>
                One line per vendor; system_id is a system&apos;s id or name. The vendors found are marked as
                Statement Requested.
              </Form.Text>
            </Form.Group>
            {upload.isError && (
              <Alert variant="danger" className="mt-3 mb-0" data-testid="request-upload-error">
                <p className="mb-0">{messages.requestFileUploadError}</p>
                {detail && <p className="mb-0 small">{detail}</p>}
              </Alert>
            )}
          </Form>
        )}
      </Modal.Body>
      <Modal.Footer>
        {!upload.isSuccess && (
          <Button type="submit" form="request-upload-form" disabled={upload.isPending}>
            {upload.isPending ? 'Uploading…' : 'Upload'}
          </Button>
        )}
        <Button variant="secondary" onClick={close}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
