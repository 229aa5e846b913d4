/**
 * Which SAP accounting documents are vendor invoice documents, and how each is classified.
 *
 * A vendor invoice document is a BKPF document with at least one vendor line item (BSIK/BSAK) that
 * - has a vendor invoice or credit memo document type (`invoiceDocumentTypes`), or
 * - was posted by logistics invoice verification (AWTYP 'RMRP', i.e. MIRO/MRRL, whatever its type), or
 * - is the reversal of such a document.
 * Payments (KZ, ZP), clearing and G/L documents are not invoices, even with a vendor line.
 *
 * derived_document_type, first match wins:
 * 1. REVERSAL — the reversing document of a reversal pair (see `reversalRule`).
 * 2. VENDOR-CREDIT — a credit memo: document type KG, or the vendor lines are net debit (SHKZG 'S',
 *    negative signed amount), e.g. an MM credit memo posted as RE.
 * 3. PO-INVOICE — linked to a purchase order: an MM invoice whose RBKP (AWKEY = RBKP BELNR + GJAHR)
 *    has an RSEG item with EBELN, or a vendor line item with EBELN.
 * 4. NON-PO-INVOICE — every other invoice.
 */
export const invoiceDocumentTypes = ['KR', 'KG', 'RE', 'RN'] as const;

/**
 * Reversal pairs: SAP writes the partner's number into BKPF-STBLG of both documents (the original and
 * its reversal; STJAH the partner's fiscal year). Of two documents of one company code whose STBLG
 * point at each other, the REVERSAL is the one entered later — by entry date and time (CPUDT, CPUTM),
 * then fiscal year and document number — since a reversal is always entered after its original. The
 * other is the original: it keeps its own type and gets is_reversed. S/4HANA's BKPF-XREVERSAL
 * ('1' reversed, '2' reversal), when the extract has it, decides instead. A document whose STBLG
 * partner is not in the extract is taken as the reversal (its original predates the extract window).
 */
export const reversalRule = 'later-entered document of a mutual STBLG pair' as const;

export const derivedDocumentTypes = ['PO-INVOICE', 'NON-PO-INVOICE', 'VENDOR-CREDIT', 'REVERSAL'] as const;
export type DerivedDocumentType = (typeof derivedDocumentTypes)[number];
