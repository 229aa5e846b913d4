import { messages, type Row } from '@spendlens/domain';
import { DataTable } from '../../data-table/components/DataTable';
import type { TableQueryBase } from '../../data-table/utils/tablePayload';
import { offenderColumns } from '../utils/offenderColumns';
import { Sparkline } from './Sparkline';

/**
 * The 'Price increases > 5%' tab (spec 03 §2.7): the offenders in the shared data table (sort,
 * filters, paging, CSV), largest increase first, each with its sparkline; choosing one opens its trend.
 */
export function OffendersTab({
  scope,
  currency,
  onChoose,
}: {
  scope: TableQueryBase;
  currency: string;
  onChoose(row: Row): void;
}) {
  return (
    <section data-testid="offenders">
      <h2 className="h6">{messages.priceIncreasesTitle}</h2>
      <p className="small text-body-secondary mb-2">
        Choose a row to see the price trend of the material and vendor.
      </p>
      <DataTable
        base={scope}
        columns={offenderColumns}
        currency={currency}
        exportName="material-price-increases"
        initialSort={{ col_alias: 'max_pct_change', order: 'desc' }}
        showTotals={false}
        onRowClick={onChoose}
        renderCell={(row, column) =>
          column.name === 'price_list' ? <Sparkline priceList={row['price_list']} /> : undefined
        }
        testId="offenders-table"
      />
    </section>
  );
}
