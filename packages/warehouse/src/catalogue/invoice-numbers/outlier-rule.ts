/**
 * The constants of the invoice-number outlier rule (README.md in this folder). Catalogue SQL only:
 * they are written into the analysis SELECT, never bound from a request.
 */
export const outlierRule = {
  /** Fewest invoices with a numeric number a series needs to be checked. */
  minSeriesSize: 8,
  /** Longest digit string read as a number (DOUBLE holds 15 digits exactly). */
  maxDigits: 15,
  /** A point is an outlier beyond this many robust standard deviations. */
  k: 3.5,
  /** 1.4826 × MAD estimates the standard deviation of normally distributed values. */
  madToSigma: 1.4826,
  /** The least robust standard deviation, in invoice numbers: a few numbers off the line are never an outlier. */
  minSigma: 1,
} as const;
