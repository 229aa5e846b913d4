import {
  markerOf,
  formatCount,
  formatCurrency,
  formatDate,
  formatNumber,
  formatPercent,
  vendorIssueText,
  type ColumnFormat,
  type DataType,
} from '@spendlens/domain';
import dayjs from 'dayjs';

type Cell = string | number | boolean | null | undefined;

function isYes(value: Cell): boolean {
  return (
    value === true ||
    value === 1 ||
    value === '1' ||
    String(value).toLowerCase() === 'true' ||
    String(value).toLowerCase() === 'yes'
  );
}

function yesNo(value: Cell, inverted: boolean): string {
  if (value === null || value === undefined || value === '') return '-';
  return isYes(value) !== inverted ? 'Yes' : 'No';
}

/**
 * A cell's text per its column's data type (spec 01 §5 and §9): amounts with the currency symbol,
 * percentages by the percent rules ('%100' holds a fraction: 0.125 is 12.5%), dates DD MMM YYYY,
 * numbers with en-GB grouping, yes/no flags as Yes or No.
 */
export function formatCell(
  value: Cell,
  dataType: DataType,
  currency: string | null | undefined,
  format?: ColumnFormat,
): string {
  // an ERP flag shows its marker when yes and nothing otherwise (spec 03 §9 'Filter markers')
  const marker = markerOf(format);
  if (marker) return isYes(value) ? marker : '';
  if (value === null || value === undefined || value === '') return dataType === 'string' ? '' : '-';
  // a year or document number is shown as written: 2022, not 2,022
  if (format === 'code') return String(value);
  switch (dataType) {
    case 'currency':
      return formatCurrency(value as number, currency);
    case '%':
    case 'percentile':
      return formatPercent(value as number);
    case '%100':
      return formatPercent(typeof value === 'number' ? value * 100 : Number(value) * 100);
    case 'number':
      return Number.isInteger(Number(value))
        ? formatCount(value as number)
        : formatNumber(value as number, 2);
    case 'datediff':
    case 'daystonow':
    case 'mean_invoice_time':
      return formatNumber(value as number, Number.isInteger(Number(value)) ? 0 : 1);
    case 'date':
      return formatDate(value as string);
    case 'datetime': {
      const d = dayjs(value as string);
      return d.isValid() ? d.format('DD MMM YYYY HH:mm:ss') : String(value);
    }
    case 'yesno':
      return yesNo(value, false);
    case 'noyes':
      return yesNo(value, true);
    case 'bit_mask':
      // the vendor checks that failed, by name (never the number)
      return vendorIssueText(value);
    case 'composite_flags':
    case 'string':
    case 'invoice_channel':
    case 'list':
    case 'aboveBelowAverage':
      return String(value);
    default: {
      const never: never = dataType;
      return String(never);
    }
  }
}

/** The same text, as a CSV cell wants it: plain numbers stay unformatted so spreadsheets read them. */
export function csvValue(value: Cell, dataType: DataType, format?: ColumnFormat): string | number | null {
  const marker = markerOf(format);
  if (marker) return isYes(value) ? marker : '';
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (dataType === 'date') return formatDate(value as string, '');
  if (dataType === 'bit_mask') return vendorIssueText(value);
  return value;
}
