import type { Row } from '@spendlens/domain';

/** The client-side options of a profile's invoice list (spec 03 §2.2 Transactions). */
export interface InvoiceToggles {
  /** Keeps only invoices whose amount is greater than 0. */
  hideZeroValueInvoices: boolean;
  /** Leaves out the evaluated-receipt-settlement invoices (transaction code MRRL). */
  hideERIInvoices: boolean;
  /** On: shows reversed invoices and reversals; off: leaves out those low-priority documents. */
  showReversedDuplicates: boolean;
}

export const defaultInvoiceToggles: InvoiceToggles = {
  hideZeroValueInvoices: false,
  hideERIInvoices: false,
  showReversedDuplicates: false,
};

const yes = (v: unknown) => v === true || v === 1 || v === 'true' || v === '1';

/** Whether an invoice document is reversed or is a reversal: low priority in a profile's list. */
export function isReversedDocument(row: Row): boolean {
  return yes(row['is_reversed']) || row['derived_document_type'] === 'REVERSAL';
}

/** The invoices of a profile's list the toggles leave shown, in their order. */
export function visibleInvoices(rows: readonly Row[], toggles: InvoiceToggles): Row[] {
  return rows.filter((row) => {
    if (toggles.hideZeroValueInvoices && !(Number(row['common_amount'] ?? 0) > 0)) return false;
    if (
      toggles.hideERIInvoices &&
      String(row['tcode'] ?? '')
        .trim()
        .toUpperCase() === 'MRRL'
    )
      return false;
    if (!toggles.showReversedDuplicates && isReversedDocument(row)) return false;
    return true;
  });
}
