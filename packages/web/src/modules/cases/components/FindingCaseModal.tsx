import { caseStatuses, type CaseStatus, type CaseUpdate, type FindingCase } from '@spendlens/domain';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { ApiError } from '../../../api/apiClient';
import type { CellModalProps } from '../../cell-links/types/CellModalProps';
import { LoadingMessage } from '../../shell/components/LoadingMessage';
import { useCaseAssignees } from '../hooks/useCaseAssignees';
import { useFindingCase } from '../hooks/useFindingCase';
import { useUpdateCase } from '../hooks/useUpdateCase';
import { caseStatusLabels, caseStatusVariants } from '../utils/caseLabels';
import { CaseHistory } from './CaseHistory';

/**
 * The case of a finding (docs/cases.md), opened from a finding row's key: its status, assignee and
 * recovered amount, a form to change them with a comment (dismissing needs the reason), and the
 * history of every change.
 */
export function FindingCaseModal({ systemId, cell, onHide }: CellModalProps) {
  const findingKey = cell.value;
  const found = useFindingCase(systemId, findingKey);
  return (
    <Modal show onHide={onHide} size="lg" centered aria-labelledby="case-title">
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id="case-title" data-testid="profile-title">
          Case &gt; {found.data?.current.label ?? findingKey}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body data-testid="modal-finding_case">
        {found.isPending ? (
          <LoadingMessage />
        ) : found.isError ? (
          <Alert variant="danger">Could not load the case</Alert>
        ) : (
          <>
            <CaseForm key={found.data.current.updated_at} systemId={systemId} current={found.data.current} />
            <CaseHistory changes={found.data.history} />
          </>
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

function CaseForm({ systemId, current }: { systemId: number; current: FindingCase }) {
  const assignees = useCaseAssignees(systemId);
  const update = useUpdateCase(systemId, current.finding_key);
  const [status, setStatus] = useState<CaseStatus>(current.status);
  const [assignee, setAssignee] = useState(current.assignee ?? '');
  const [comment, setComment] = useState('');
  const [amount, setAmount] = useState(
    current.amount_recovered === null ? '' : String(current.amount_recovered),
  );
  const recovers = current.kind === 'duplicate_invoice' && status === 'confirmed';

  const changes = (): CaseUpdate => {
    const body: CaseUpdate = {};
    if (status !== current.status) body.status = status;
    if (assignee !== (current.assignee ?? '')) body.assignee = assignee === '' ? null : assignee;
    if (comment.trim() !== '') body.comment = comment.trim();
    const recovered = amount.trim() === '' ? null : Number(amount);
    if (recovers && recovered !== current.amount_recovered) body.amount_recovered = recovered;
    return body;
  };
  const error = update.error;

  return (
    <Form
      data-testid="case-form"
      onSubmit={(event) => {
        event.preventDefault();
        const body = changes();
        if (Object.keys(body).length > 0) update.mutate(body, { onSuccess: () => setComment('') });
      }}
    >
      <p className="mb-2">
        <Badge bg={caseStatusVariants[current.status]} data-testid="case-current-status">
          {caseStatusLabels[current.status]}
        </Badge>{' '}
        <span className="text-muted small">
          {current.finding_key}
          {current.updated_by ? ` · last changed by ${current.updated_by}` : ''}
        </span>
      </p>
      <div className="row g-2">
        <Form.Group className="col-md-4" controlId="case-status">
          <Form.Label>Status</Form.Label>
          <Form.Select
            data-testid="case-status"
            value={status}
            onChange={(e) => setStatus(e.target.value as CaseStatus)}
          >
            {caseStatuses.map((s) => (
              <option key={s} value={s}>
                {caseStatusLabels[s]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-md-5" controlId="case-assignee">
          <Form.Label>Assignee</Form.Label>
          <Form.Select
            data-testid="case-assignee"
            value={assignee}
            onChange={(e) => setAssignee(e.target.value)}
          >
            <option value="">Nobody</option>
            {(assignees.data ?? []).map((a) => (
              <option key={a.uid} value={a.uid}>
                {a.name} ({a.uid})
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {recovers && (
          <Form.Group className="col-md-3" controlId="case-amount">
            <Form.Label>Recovered ({current.currency})</Form.Label>
            <Form.Control
              data-testid="case-amount"
              type="number"
              min={0}
              step="0.01"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </Form.Group>
        )}
      </div>
      <Form.Group className="mt-2" controlId="case-comment">
        <Form.Label>Comment</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          data-testid="case-comment"
          value={comment}
          maxLength={4000}
          onChange={(e) => setComment(e.target.value)}
        />
        <Form.Text>Dismissing a finding needs the reason here.</Form.Text>
      </Form.Group>
      {error && (
        <Alert variant="danger" className="mt-2 mb-0" data-testid="case-error">
          {error instanceof ApiError ? error.message : 'The case could not be saved'}
        </Alert>
      )}
      <div className="mt-2">
        <Button type="submit" data-testid="case-save" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </Form>
  );
}
