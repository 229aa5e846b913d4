/** Column headings of the table (spec 02 §2 'Invoice Distribution'). */
export const distributionColumns = [
  'Value Range',
  'No of Invoices',
  '% Volume',
  'Value of Invoices',
  '% Value',
  'No of Vendors',
  '% Vendors',
] as const;
