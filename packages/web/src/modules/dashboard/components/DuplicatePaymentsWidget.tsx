import { formatCount, formatCurrency, messages } from '@spendlens/domain';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { LoadingMessage } from '../../shell/components/LoadingMessage';
import { useDashboardWidget, type DashboardWidgetScope } from '../hooks/useDashboardWidget';
import { DuplicatePaymentsChart } from './DuplicatePaymentsChart';
import { DuplicatePaymentsCompanyCodes } from './DuplicatePaymentsCompanyCodes';
import { OverviewFact as Fact } from './OverviewFact';

/**
 * The duplicate_payments widget (docs/recovered-value.md): the value of the duplicate-invoice
 * findings found, confirmed and recovered over the last 12 months of the date range with findings —
 * totals, a bar per month and figure, and the top company codes — in the system's common currency.
 */
export function DuplicatePaymentsWidget({ scope }: { scope: DashboardWidgetScope }) {
  const widget = useDashboardWidget('duplicate_payments', scope);
  const data = widget.data;
  const currency = data?.common_currency ?? null;
  const body = (() => {
    if (widget.isPending) return <LoadingMessage />;
    if (widget.isError || !data)
      return (
        <Alert variant="danger" className="mb-0" data-testid="duplicate-payments-error">
          {messages.unknownError}
        </Alert>
      );
    if (data.months.length === 0)
      return (
        <p className="text-body-secondary mb-0" data-testid="duplicate-payments-empty">
          {messages.noResults}
        </p>
      );
    const { total } = data;
    return (
      <>
        <dl className="overview-facts mb-3">
          <Fact
            label={`Found (${formatCount(total.found_findings)})`}
            value={formatCurrency(total.found_value, currency)}
            testId="duplicate-payments-found"
          />
          <Fact
            label={`Confirmed (${formatCount(total.confirmed_findings)})`}
            value={formatCurrency(total.confirmed_value, currency)}
            testId="duplicate-payments-confirmed"
          />
          <Fact
            label="Recovered"
            value={formatCurrency(total.recovered_value, currency)}
            testId="duplicate-payments-recovered"
          />
          <Fact
            label={`Dismissed (${formatCount(total.dismissed_findings)})`}
            value={formatCurrency(total.dismissed_value, currency)}
            testId="duplicate-payments-dismissed"
          />
        </dl>
        <DuplicatePaymentsChart months={data.months} currency={currency} />
        <DuplicatePaymentsCompanyCodes companyCodes={data.company_codes} currency={currency} />
      </>
    );
  })();
  return (
    <Card className="mb-4" data-testid="duplicate-payments">
      <Card.Body>
        <Card.Title as="h2" className="h5 mb-1">
          Duplicate Payments: found, confirmed, recovered
        </Card.Title>
        <Card.Subtitle className="small text-body-secondary mb-3" data-testid="duplicate-payments-currency">
          The last 12 months of the date range with findings
          {currency ? `, in ${currency}` : ''}. A duplicate is worth its invoices but the first; it counts in
          the month of its latest invoice.
        </Card.Subtitle>
        {body}
      </Card.Body>
    </Card>
  );
}
