/**
 * The views of the invoice processing days (spec 03 §2.8): the overview of the top 10 company codes,
 * and the 10 slowest and fastest invoice creators (mean days from invoice date to entry) and
 * processors (mean days from posting to clearing).
 */
export const processingViews = [
  { key: 'overview', label: 'Overview' },
  { key: 'slowest_creators', label: '10 slowest invoice creators' },
  { key: 'fastest_creators', label: '10 fastest invoice creators' },
  { key: 'slowest_processors', label: '10 slowest invoice processors' },
  { key: 'fastest_processors', label: '10 fastest invoice processors' },
] as const;

export type ProcessingView = (typeof processingViews)[number]['key'];
