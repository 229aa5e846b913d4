const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A KPI period for the page: 'All dates' for -1, 'MMM YYYY' for 'YYYYMM' (spec 01 §9 month labels). */
export function kpiPeriodLabel(period: string): string {
  if (period === '-1') return 'All dates';
  return `${monthNames[Number(period.slice(4, 6)) - 1] ?? period.slice(4, 6)} ${period.slice(0, 4)}`;
}
