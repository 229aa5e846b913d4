import { zodResolver } from '@hookform/resolvers/zod';
import { defaultStatementStatus, messages } from '@spendlens/domain';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../../api/apiClient';
import { DatePickerInput } from '../../data-table/components/DatePickerInput';
import { useUploadStatement } from '../hooks/useUploadStatement';
import {
  statementUploadFormSchema,
  type StatementUploadFormInput,
  type StatementUploadFormValues,
} from '../utils/statementUploadFormSchema';
import type { StatementVendor } from '../utils/statementUploadQuery';
import { statementStatusListId } from '../utils/statementStatusListId';

/** What the server said about a refused upload (a wrong file type, too large), beside the spec's message. */
function refusal(error: Error | null): string | undefined {
  return error instanceof ApiError && (error.status === 400 || error.status === 413)
    ? error.message
    : undefined;
}

/**
 * The "Upload new statement" dialog (spec 03 §2.3, §5): the file, who sent it (name and e-mail), the
 * company code/country, the statement date, the status ("awaiting review" unless another is chosen),
 * comments and the clean, GRNI and credits flags. A failed save says so (spec 03 §8) and keeps the form.
 */
export function StatementUploadDialog({ vendor, onClose }: { vendor: StatementVendor; onClose(): void }) {
  const upload = useUploadStatement(vendor);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<StatementUploadFormInput, unknown, StatementUploadFormValues>({
    resolver: zodResolver(statementUploadFormSchema),
    defaultValues: {
      received_from_name: '',
      received_from_email: '',
      business_unit: '',
      statement_date: '',
      status: defaultStatementStatus,
      comments: '',
      is_clean: false,
      has_grni: false,
      has_credits: false,
    },
  });
  const field = (name: keyof StatementUploadFormInput) => ({
    isInvalid: Boolean(errors[name]),
    ...register(name),
  });
  const feedback = (name: keyof StatementUploadFormInput) => (
    <Form.Control.Feedback type="invalid">{errors[name]?.message}</Form.Control.Feedback>
  );
  const detail = refusal(upload.error);

  return (
    <Modal show onHide={onClose} size="lg" data-testid="statement-upload-dialog">
      <Form
        noValidate
        onSubmit={(event) =>
          void handleSubmit((values) => upload.mutate(values, { onSuccess: onClose }))(event)
        }
      >
        <Modal.Header closeButton>
          <Modal.Title as="h2" className="h5">
            Upload new statement
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="small text-body-secondary">
            Vendor {vendor.vendorId}: {vendor.vendorName}. A PDF, Excel workbook (.xlsx) or Word document
            (.docx).
          </p>
          <Form.Group className="mb-2" controlId="statement-file">
            <Form.Label>Statement file</Form.Label>
            <Form.Control type="file" accept=".pdf,.xlsx,.docx" {...field('file')} />
            {feedback('file')}
          </Form.Group>
          <div className="row g-2">
            <Form.Group className="col-md-6 mb-2" controlId="statement-sent-from-name">
              <Form.Label>Sent from name</Form.Label>
              <Form.Control {...field('received_from_name')} />
              {feedback('received_from_name')}
            </Form.Group>
            <Form.Group className="col-md-6 mb-2" controlId="statement-sent-from-email">
              <Form.Label>Sent from email</Form.Label>
              <Form.Control type="email" {...field('received_from_email')} />
              {feedback('received_from_email')}
            </Form.Group>
            <Form.Group className="col-md-6 mb-2" controlId="statement-business-unit">
              <Form.Label>Company Code/Country</Form.Label>
              <Form.Control {...field('business_unit')} />
              {feedback('business_unit')}
            </Form.Group>
            <div className="col-md-6 mb-2">
              <div className="form-label">Statement date</div>
              <Controller
                control={control}
                name="statement_date"
                render={({ field: date }) => (
                  <DatePickerInput label="Statement date" value={date.value ?? ''} onChange={date.onChange} />
                )}
              />
              {errors.statement_date && (
                <div className="invalid-feedback d-block">{errors.statement_date.message}</div>
              )}
            </div>
            <Form.Group className="col-md-6 mb-2" controlId="statement-status">
              <Form.Label>Status</Form.Label>
              <Form.Control list={statementStatusListId} {...field('status')} />
              {feedback('status')}
            </Form.Group>
            <Form.Group className="col-md-6 mb-2 d-flex gap-3 align-items-end">
              <Form.Check id="statement-is-clean" label="Clean" {...register('is_clean')} />
              <Form.Check id="statement-has-grni" label="GRNI" {...register('has_grni')} />
              <Form.Check id="statement-has-credits" label="Credits" {...register('has_credits')} />
            </Form.Group>
          </div>
          <Form.Group className="mb-2" controlId="statement-comments">
            <Form.Label>Comments (optional)</Form.Label>
            <Form.Control as="textarea" rows={2} {...field('comments')} />
            {feedback('comments')}
          </Form.Group>
          {upload.isError && (
            <Alert variant="danger" className="mb-0 mt-2" data-testid="statement-upload-error">
              <p className="mb-0">{messages.statementSaveError}</p>
              {detail && <p className="mb-0 small">{detail}</p>}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={upload.isPending}>
            {upload.isPending ? 'Saving…' : 'Save'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
