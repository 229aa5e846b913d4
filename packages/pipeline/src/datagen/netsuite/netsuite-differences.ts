/**
 * What of the SAP scenario a NetSuite extract cannot carry, or carries differently, so that the
 * canonical data of the two extracts may differ there (answers.json `differences`; the README
 * explains each). The totals per company and document type, the vendors and the planted anomalies
 * are the same.
 */
export const netsuiteDifferences: readonly string[] = [
  'company-codes: company code = subsidiary id (1 DE01, 2 GB01, 3 US01, 4 SG01), compared by name; a subsidiary has no city in the format. Subsidiary 5 is an elimination subsidiary without transactions (not a company).',
  'document-numbers: a bill or credit is transaction id 10000000 + rank in entry order, a payment 20000000 + rank by date, a receipt (one per material document) 30000000 + rank, a PO 40000000 + rank with tranid = EBELN; SAP BELNR/MBLNR are not kept (the receipt tranid is MBLNR).',
  'dates: NetSuite has one transaction date: trandate = BLDAT is the invoice and the posting date, so the canonical fiscal year and internal invoice id take the year of BLDAT (SAP: GJAHR of BUDAT).',
  'reversal-documents: a SAP reversal pair is one voided bill (voided T, amounts kept, closedate = the reversal BUDAT); the canonical reversal <id>V is built by the ingest on that date (entry date and document date those of the original).',
  'invoice-lines: the lines of a bill are its RSEG items (or the FI vendor line); an MM invoice input tax is on the main line only (the payable, gross), as with SuiteTax, so the lines add up to the net amount.',
  'po-lines: PO line ids are 1 … n in EBELP order (SAP 10, 20 …); canonical po_line_item_number is the line id, planted poItems are translated (sapPoItems keeps SAP).',
  'employee-vendors: a non-numeric LIFNR (E0000042) becomes vendor id 900000042 (sapIds.vendors); employees are persons (isperson T, "Last, First" split) with companyname NAME1.',
  'one-time-payees: NetSuite has no one-time vendor accounts or payee data (BSEC); the one-time vendors stay ordinary vendors and their invoices carry no payee.',
  'vendor-master: NetSuite has no posting or payment blocks of a vendor (SPERR, SPERM, ZAHLS are not carried), LOEVM is isinactive; terms and currency are the home company code and purchasing organisation ones; bank details (LFBK) are not in the format; the e-mail is the first ADR6 address.',
  "payment-terms: a term has one discount (daysuntilexpiry, discountpercent) and its net days; second discounts and 0 % day limits are not kept. A bill and a purchase order take their vendor terms (the format has no terms on a transaction): the POs planted without a term (pos_without_payment_term) have their vendor's.",
  'payment-blocks: a SAP payment block (ZLSPR) is paymenthold T, published as PAYMENT HOLD (not the block key).',
  'payments: a SAP payment whose cleared credits exceed its invoices (money coming back) is a VendPymt whose main line is a debit (positive), published with a negative amount as SAP; NetSuite itself would record a vendor refund, outside the format. Payments carry no lines besides the main line.',
  'payment-methods: the format has no payment method of a bill, payment or vendor.',
  'purchasing: no purchasing organisation, group, requisition (BANFN) or item description; the PO status is its letter (A, C, G, else open); a PO line is closed (isclosed) when deleted or delivered and final-invoiced, which the ingest reads as both delivery completed and final invoice; WEPOS/WEBRE are not carried.',
  'receipts: one ItemRcpt per material document; only receipts (101, 107) are carried (returns are vendor return authorisations, outside the format); the value is quantity × the PO line rate × the receipt exchange rate.',
  'exchange-rates: foreign-currency bills, payments and receipts carry an exchangerate with up to 10 decimals for which the ingest rounding gives SAP amount in the subsidiary currency exactly (self-checked; none of the scenario needed a difference).',
];

/**
 * The cross-system conflicts (answers.json `crossSystem`) a NetSuite extract cannot show: it has no
 * bank details and no posting block of a vendor (isinactive is LOEVM, marked for deletion).
 */
export const netsuiteCrossSystemNotShown: readonly string[] = [
  'bank: the format has no vendor bank details, so the bank vendor has none here (a member that is NetSuite shows no bank conflict).',
  'block: the format has no posting block of a vendor (isinactive is LOEVM); the block vendor is blocked in member 0 only, so the conflict shows when NetSuite is another member (not blocked here), and not when NetSuite is member 0.',
];
