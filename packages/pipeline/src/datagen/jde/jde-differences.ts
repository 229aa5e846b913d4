/**
 * What of the SAP scenario a JD Edwards extract expresses differently, so that the canonical data of
 * the two extracts may differ there (answers.json `differences`; the README explains each). The
 * totals per company and document type, the vendors and the planted anomalies are the same.
 */
export const jdeDifferences: readonly string[] = [
  'company-codes: company code = CCCO (00001 DE01, 00002 GB01, 00003 US01, 00004 SG01), compared by name (CCNAME = BUTXT); city and country come from the company address number (CCAN8 1 … 4).',
  'document-numbers: a voucher is RPDOC = 10000000 + rank in entry order (RPDCT PV, PD for credit memos), a payment RMPYID = 20000000 + rank by date, a receipt line PRUKID; SAP BELNR/MBLNR are not kept (PRDOC = MBLNR as a number).',
  'reversal-documents: a SAP reversal pair is one voided voucher (RPVOD V) with a PE row per pay item (negated, RPDGJ = the reversal posting date); the canonical reversal is built from the PE rows.',
  'invoice-lines: pay items are the lines; an MM invoice input tax is included in its last pay item (RPSTAM / RPCTAM), so a line net of its tax is the RSEG item (SAP canonical lines have no tax line).',
  'employee-vendors: a non-numeric LIFNR (E0000042) becomes AN8 900000042 (sapIds.vendors).',
  'one-time-payees: each BSEC payee is an address book entry of its own (ABATP M, no F0401 row) named by the voucher RPPYE; payee tax ids are not kept.',
  'vendor-master: F0101/F0401 have no creation date or user; LFA1-SPERR → A6HDPY 1, SPERM → A6HOLD H, LOEVM → search type ABAT1 X; F0401 is company-independent (terms and payment method of the home company code).',
  'payment-terms: PNDCP is the first discount as a fraction (2 % → 0.02); second discounts and 0 % day limits are not kept.',
  'payment-blocks: a SAP payment block (ZLSPR) is pay status RPPST H, not the block key.',
  'purchasing: PHDOCO = EBELN as a number; buyer PHANBY = EKGRP as a number; PHMCU = EKORG; line status from LOEKZ/ELIKZ/EREKZ as PDLTTR/PDNXTR (980/999 deleted, 400/999 complete, 400/440 received, 280/400 open); the requisition PDRORN = BANFN without leading zeros.',
  'receipts: F43121 PRAREC is the ledger amount (PRCRCD the company currency); no creation time.',
];
