/** Currencies whose amounts have no minor unit, or three decimals (ISO 4217); any other has 2. */
const decimalsByCurrency: Readonly<Record<string, number>> = {
  JPY: 0,
  KRW: 0,
  VND: 0,
  CLP: 0,
  ISK: 0,
  BHD: 3,
  KWD: 3,
  OMR: 3,
  JOD: 3,
  TND: 3,
};

/** The implied decimals of a currency's amounts in JD Edwards (F0013 CVCDEC, manifest `decimals`). */
export function currencyDecimals(currency: string): number {
  return decimalsByCurrency[currency] ?? 2;
}
