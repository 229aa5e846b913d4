import { messages } from '@spendlens/domain';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useReadySelection } from '../../selection/hooks/useReadySelection';
import { selectionPayload } from '../../selection/utils/selectionPayload';
import { LoadingMessage } from '../../shell/components/LoadingMessage';
import { useKpiFigures } from '../hooks/useKpiFigures';
import { useKpiInputs } from '../hooks/useKpiInputs';
import { useKpiUsers } from '../hooks/useKpiUsers';
import { computeKpis } from '../utils/computeKpis';
import { costPerPeriod } from '../utils/costPerPeriod';
import { kpiChoiceTypes } from '../utils/kpiChoiceTypes';
import { kpiDefinitions } from '../utils/kpiDefinitions';
import { kpiPeriod } from '../utils/kpiPeriod';
import { kpiPeriodLabel } from '../utils/kpiPeriodLabel';
import { periodMonths } from '../utils/periodMonths';
import { KpiCardView } from './KpiCardView';
import { KpiInputsForm } from './KpiInputsForm';

/** System types the KPIs page serves (spec 03 §2.5: SAP systems only). */
const sapTypes: readonly string[] = ['sap', 'hana'];

/**
 * /kpis (spec 03 §2.5): the AP inputs, remembered locally, and the KPI cards of the period and
 * company code chosen in the top bar.
 */
export function KpiPage() {
  const selection = useReadySelection();
  const { system } = selection;
  const [stored, setInputs] = useKpiInputs();
  const types = kpiChoiceTypes(system.add_ons);
  // a type the system does not offer (remembered from another system) falls back to Users
  const inputs = types.includes(stored.choiceType)
    ? stored
    : { ...stored, choiceType: 'users' as const, choices: [] };
  const choices = useKpiUsers(system.id);
  const period = kpiPeriod(selection.dateRange, selection.periodOptions);
  const { system_id, company_code } = selectionPayload(selection);
  const figures = useKpiFigures({ system_id, company_code }, period, inputs);
  if (!sapTypes.includes(system.type)) {
    return (
      <Alert variant="info" className="m-3" data-testid="kpis-sap-only">
        KPIs are available for SAP systems only.
      </Alert>
    );
  }
  const nothingEntered = inputs.ftes === null && inputs.yearlyCostK === null && inputs.choices.length === 0;
  const span = { minDate: system.min_date, maxDate: system.max_date };

  const body = (() => {
    if (nothingEntered) return <p data-testid="kpis-message">{messages.kpiSelectParameters}</p>;
    if (figures.isPending) return <p data-testid="kpis-message">{messages.kpiLoading}</p>;
    if (figures.error || !figures.figures)
      return (
        <Alert variant="danger" data-testid="kpis-error">
          {messages.unknownError}
        </Alert>
      );
    if (figures.figures.invoices === 0) return <p data-testid="kpis-message">{messages.kpiNoData}</p>;
    const cards = computeKpis(kpiDefinitions, inputs, figures.figures, {
      months: periodMonths(period, span),
      cost: costPerPeriod(inputs.yearlyCostK, period, span),
    });
    return (
      <Row xs={1} md={2} xl={3} className="g-3" data-testid="kpi-cards">
        {cards.map((card) => (
          <Col key={card.name}>
            <KpiCardView card={card} commonCurrency={system.currency} />
          </Col>
        ))}
      </Row>
    );
  })();

  return (
    <div className="p-3" data-testid="kpis-page">
      {choices.isPending ? (
        <LoadingMessage />
      ) : (
        <KpiInputsForm
          key={system.id}
          inputs={inputs}
          types={types}
          choices={choices.data ?? { users: [], channels: [] }}
          onChange={setInputs}
        />
      )}
      <p className="text-body-secondary small mb-2" data-testid="kpis-period">
        Period: {kpiPeriodLabel(period)}
      </p>
      {body}
    </div>
  );
}
