import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { ApiError } from '../../../api/apiClient';
import { useReadySelection } from '../../selection/hooks/useReadySelection';
import { LoadingMessage } from '../../shell/components/LoadingMessage';
import { useAlertChanges, useAlerts } from '../hooks/useAlerts';

/**
 * The user's alerts (docs/cases.md): after each analysis of a system, one e-mail lists the new
 * findings of the chosen kinds (in one company code, or all the user may see). A list with Delete,
 * and a form for the current system.
 */
export function AlertSubscriptions() {
  const { system, companyCodes } = useReadySelection();
  const alerts = useAlerts();
  const { subscribe, unsubscribe } = useAlertChanges();
  const [companyCode, setCompanyCode] = useState('');
  const [kinds, setKinds] = useState<string[]>([]);
  const error = subscribe.error ?? unsubscribe.error;
  const kindName = new Map((alerts.data?.kinds ?? []).map((k) => [k.kind, k.display_name]));
  return (
    <section className="mt-4" data-testid="alerts">
      <h2 className="h5">Alerts of new findings</h2>
      {alerts.isPending ? (
        <LoadingMessage />
      ) : (
        <>
          {alerts.data && alerts.data.data.length > 0 ? (
            <Table size="sm" striped data-testid="alerts-table">
              <thead>
                <tr>
                  <th>System</th>
                  <th>Company code</th>
                  <th>Findings</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {alerts.data.data.map((a) => (
                  <tr key={a.id} data-testid="alert-row">
                    <td>{a.system_name}</td>
                    <td>{a.company_code ?? 'All'}</td>
                    <td>{a.kinds.map((k) => kindName.get(k) ?? k).join(', ')}</td>
                    <td className="text-end">
                      <Button
                        size="sm"
                        variant="outline-danger"
                        data-testid="alert-delete"
                        onClick={() => unsubscribe.mutate(a.id)}
                      >
                        Delete
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          ) : (
            <p data-testid="alerts-empty">You have no alerts.</p>
          )}
          <Form
            data-testid="alert-form"
            onSubmit={(event) => {
              event.preventDefault();
              subscribe.mutate(
                { system_id: system.id, company_code: companyCode === '' ? null : companyCode, kinds },
                { onSuccess: () => setKinds([]) },
              );
            }}
          >
            <p className="mb-1">
              New alert for <strong>{system.name}</strong>:
            </p>
            <Form.Group className="mb-2" controlId="alert-company-code" style={{ maxWidth: 320 }}>
              <Form.Label>Company code</Form.Label>
              <Form.Select
                data-testid="alert-company-code"
                value={companyCode}
                onChange={(e) => setCompanyCode(e.target.value)}
              >
                <option value="">All I may see</option>
                {companyCodes
                  .filter((c) => c.type === 'company_code')
                  .map((c) => (
                    <option key={c.company_code} value={c.company_code}>
                      {c.company_code} {c.company_name}
                    </option>
                  ))}
              </Form.Select>
            </Form.Group>
            <fieldset className="mb-2">
              <legend className="form-label fs-6">Findings</legend>
              <div className="d-flex flex-wrap gap-3">
                {(alerts.data?.kinds ?? []).map((k) => (
                  <Form.Check
                    key={k.kind}
                    id={`alert-kind-${k.kind}`}
                    data-testid={`alert-kind-${k.kind}`}
                    label={k.display_name}
                    checked={kinds.includes(k.kind)}
                    onChange={(e) =>
                      setKinds(e.target.checked ? [...kinds, k.kind] : kinds.filter((x) => x !== k.kind))
                    }
                  />
                ))}
              </div>
            </fieldset>
            {error && (
              <Alert variant="danger" data-testid="alert-error">
                {error instanceof ApiError ? error.message : 'The alert could not be saved'}
              </Alert>
            )}
            <Button type="submit" data-testid="alert-subscribe" disabled={subscribe.isPending}>
              Subscribe
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
