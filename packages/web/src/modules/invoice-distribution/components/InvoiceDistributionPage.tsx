import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import { useSearchParams } from 'react-router';
import { readViewQuery } from '../../../storage/urlQuery';
import { useReadySelection } from '../../selection/hooks/useReadySelection';
import { accountGroupPayload } from '../../selection/utils/accountGroupPayload';
import { legacyDateMode } from '../../selection/utils/legacyDateMode';
import { selectionPayload } from '../../selection/utils/selectionPayload';
import type { ModulePageProps } from '../../shell/types/ModulePageProps';
import { useInvoiceDistribution } from '../hooks/useInvoiceDistribution';
import { invoiceDistributionSource } from '../utils/invoiceDistributionQueries';
import { DistributionChartView } from './DistributionChartView';
import { DistributionExportButton } from './DistributionExportButton';
import { DistributionTableView } from './DistributionTableView';

/** /invoices/invoice_distribution (spec 02 §2 'Invoice Distribution'): tabs Table and Chart. */
export function InvoiceDistributionPage({ module, page }: ModulePageProps) {
  const selection = useReadySelection();
  const [searchParams] = useSearchParams();
  const defaultTab = readViewQuery(searchParams) === 'chart' ? 'chart' : 'table';
  const scope = {
    ...selectionPayload(selection, legacyDateMode(selection.displayConfig, page)),
    ...accountGroupPayload(selection),
  };
  const source = {
    module: page.apiModuleName || module.apiModuleName || invoiceDistributionSource.module,
    analysis: page.apiAnalysisName || invoiceDistributionSource.analysis,
  };
  const result = useInvoiceDistribution(scope, source.module, source.analysis);
  const currency = selection.system.currency;
  const hasRegions = selection.displayConfig.regions.length > 0;
  const detailColumns = (page.detailTable?.columns ?? []).filter((c) => hasRegions || c.name !== 'region');

  return (
    <Tab.Container defaultActiveKey={defaultTab} mountOnEnter>
      <div className="page-tabs">
        <Nav variant="tabs" role="tablist">
          <Nav.Item>
            <Nav.Link eventKey="table" data-testid="tab-table">
              Table
            </Nav.Link>
          </Nav.Item>
          <Nav.Item>
            <Nav.Link eventKey="chart" data-testid="tab-chart">
              Chart
            </Nav.Link>
          </Nav.Item>
        </Nav>
        <DistributionExportButton
          model={result.model}
          currency={currency}
          systemName={selection.system.name}
          dateRangeName={selection.dateRange.displayName}
        />
      </div>
      <Tab.Content className="page-tab-content">
        <Tab.Pane eventKey="table">
          <DistributionTableView
            result={result}
            currency={currency}
            detailSource={{ scope, source, columns: detailColumns }}
          />
        </Tab.Pane>
        <Tab.Pane eventKey="chart">
          <DistributionChartView
            result={result}
            currency={currency}
            scope={scope}
            source={source}
            detailColumns={detailColumns}
          />
        </Tab.Pane>
      </Tab.Content>
    </Tab.Container>
  );
}
