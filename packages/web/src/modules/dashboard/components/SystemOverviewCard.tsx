import type { CompanyCodeEntry, SystemInfo } from '@spendlens/domain';
import { formatCount, formatDate } from '@spendlens/domain';
import Card from 'react-bootstrap/Card';
import { dataSpan } from '../utils/dataSpan';
import { OverviewFact as Fact } from './OverviewFact';

/** The chosen system at a glance: type, currency, last analysis and the span of its data. */
export function SystemOverviewCard({
  system,
  companyCodes,
}: {
  system: SystemInfo;
  companyCodes: CompanyCodeEntry[];
}) {
  const regions = companyCodes.filter((e) => e.type === 'region').length;
  const codes = companyCodes.length - regions;
  const span = dataSpan(system);
  return (
    <Card className="overview-card mb-4" data-testid="system-overview">
      <Card.Body>
        <Card.Title as="h2" className="h5 mb-3">
          {system.name}
        </Card.Title>
        <dl className="overview-facts mb-0">
          <Fact label="ERP type" value={system.type.toUpperCase()} />
          <Fact label="Currency" value={system.currency} />
          <Fact
            label="Last analysis"
            value={formatDate(system.last_analysis_date)}
            testId="last-analysis-date"
          />
          <Fact label="Data from" value={span} testId="date-span" />
          <Fact label="Company codes" value={formatCount(codes)} />
          {regions > 0 && <Fact label="Regions" value={formatCount(regions)} />}
        </dl>
      </Card.Body>
    </Card>
  );
}
