/** The five lines of the invoice timings trend (spec 03 §2.8), in days, each `first − second` of its name. */
export const timingLines = [
  { key: 'clearing_date_created_date', label: 'Entry to Clearing' },
  { key: 'clearing_date_document_date', label: 'Invoice Date to Clearing' },
  { key: 'posting_date_created_date', label: 'Entry to Posting' },
  { key: 'clearing_date_posting_date', label: 'Posting to Clearing' },
  { key: 'clearing_date_due_date', label: 'Due Date to Clearing' },
] as const;

export type TimingLineKey = (typeof timingLines)[number]['key'];
