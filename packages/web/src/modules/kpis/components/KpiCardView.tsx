import { messages } from '@spendlens/domain';
import Card from 'react-bootstrap/Card';
import type { KpiCard } from '../types/KpiCard';
import { kpiCardColour } from '../utils/kpiCardColour';
import { formatKpiValue } from '../utils/formatKpiValue';

const cardClasses = {
  red: { bg: 'danger', text: 'white' },
  amber: { bg: 'warning', text: 'dark' },
  green: { bg: 'success', text: 'white' },
  light: { bg: 'light', text: 'dark' },
} as const;

/**
 * One KPI card (spec 01 §3 'KPI card'): name, subtitle, value and footer, coloured by the first
 * threshold holding the value (kpiCardColour). Missing inputs and a missing value say so.
 */
export function KpiCardView({ card, commonCurrency }: { card: KpiCard; commonCurrency: string }) {
  const missing = card.missingInputs.length > 0;
  const colour = kpiCardColour(card.value, card.thresholds, missing);
  const { bg, text } = cardClasses[colour];
  const value =
    card.value !== null
      ? formatKpiValue(card.value, card.type, commonCurrency)
      : card.zeroWhenNoData
        ? '0'
        : null;
  return (
    <Card
      bg={bg}
      text={text}
      className="kpi-card h-100"
      data-testid={`kpi-card-${card.name}`}
      data-colour={colour}
    >
      <Card.Body>
        <Card.Title as="h2" className="h6 mb-0">
          {card.displayName}
        </Card.Title>
        <Card.Subtitle className="small mb-2 opacity-75">{card.subtitle}</Card.Subtitle>
        {missing ? (
          <p className="mb-0 small" data-testid="kpi-missing-inputs">
            {messages.kpiMissingInputs}
          </p>
        ) : value === null ? (
          <p className="mb-0 small">{messages.kpiNoPeriodData}</p>
        ) : (
          <p className="display-6 mb-0" data-testid="kpi-value">
            {value}
          </p>
        )}
      </Card.Body>
      <Card.Footer className="small border-0 bg-transparent">{card.footer}</Card.Footer>
    </Card>
  );
}
