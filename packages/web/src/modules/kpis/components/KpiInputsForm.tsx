import type { KpiUsers } from '@spendlens/domain';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import type { KpiChoiceType, KpiInputs } from '../types/KpiInputs';
import { kpiChoiceOptions } from '../utils/kpiChoiceOptions';
import { KpiChoiceSelect } from './KpiChoiceSelect';
import { KpiNumberInput } from './KpiNumberInput';

const typeLabels: Record<KpiChoiceType, string> = {
  users: 'Users',
  channels: 'Channels',
  origins: 'Origins',
};

/** The three inputs of the KPIs page (spec 03 §2.5). */
export function KpiInputsForm({
  inputs,
  types,
  choices,
  onChange,
}: {
  inputs: KpiInputs;
  types: readonly KpiChoiceType[];
  choices: KpiUsers;
  onChange(next: KpiInputs): void;
}) {
  return (
    <Form className="kpi-inputs mb-3" onSubmit={(e) => e.preventDefault()} data-testid="kpi-inputs">
      <Row className="g-3">
        <Col md={3}>
          <Form.Group controlId="kpi-ftes">
            <Form.Label>FTEs in Accounts Payable</Form.Label>
            <KpiNumberInput value={inputs.ftes} onChange={(ftes) => onChange({ ...inputs, ftes })} />
            <Form.Text>No of full-time equivalents</Form.Text>
          </Form.Group>
        </Col>
        <Col md={3}>
          <Form.Group controlId="kpi-cost">
            <Form.Label>Total yearly cost of AP</Form.Label>
            <InputGroup>
              <KpiNumberInput
                value={inputs.yearlyCostK}
                onChange={(yearlyCostK) => onChange({ ...inputs, yearlyCostK })}
              />
              <InputGroup.Text>$K</InputGroup.Text>
            </InputGroup>
          </Form.Group>
        </Col>
        <Col md={6}>
          <Form.Label htmlFor="kpi-choice-type">
            Identification of electronically received invoices
          </Form.Label>
          <div className="d-flex gap-2 align-items-start">
            <Form.Select
              id="kpi-choice-type"
              aria-label="Type"
              style={{ maxWidth: 140 }}
              value={inputs.choiceType}
              onChange={(e) =>
                onChange({ ...inputs, choiceType: e.target.value as KpiChoiceType, choices: [] })
              }
            >
              {types.map((t) => (
                <option key={t} value={t}>
                  {typeLabels[t]}
                </option>
              ))}
            </Form.Select>
            <div className="flex-grow-1">
              <KpiChoiceSelect
                options={kpiChoiceOptions(choices, inputs.choiceType)}
                chosen={inputs.choices}
                onChange={(next) => onChange({ ...inputs, choices: next })}
              />
            </div>
          </div>
        </Col>
      </Row>
    </Form>
  );
}
