import type { CrossSystemAnswers } from '../cross-system';
import type { DuckSession } from '../duck-session';
import { vendorMap, type AnomalyNaming } from './oracle-answers';

/** How a converter shows the shared vendors: its payment term ids, and what its format cannot carry. */
export interface CrossSystemNaming {
  /** The ERP keeps SAP's ZTERM as its payment term (JDE), else the term is k.term's TERM_ID. */
  termIsZterm: boolean;
  /** The format has vendor bank details and posting blocks (NetSuite has neither). */
  banks: boolean;
  blocks: boolean;
  notShown: readonly string[];
}

/**
 * The SAP answers' `crossSystem` in the converter's ids: vendor ids (numeric LIFNRs stay), company
 * codes, payment terms and the duplicate invoice's id (SAP's kept as sapCompanyCode, sapPaymentTerm,
 * sapInvoiceId); names, tax ids, addresses, bank details, amounts and dates stay as they are. Bank
 * details and posting blocks the format cannot carry are answered as the extract has them: none.
 */
export async function translateCrossSystem(
  db: DuckSession,
  sap: CrossSystemAnswers,
  naming: AnomalyNaming,
  cross: CrossSystemNaming,
): Promise<CrossSystemAnswers> {
  const vendors = await vendorMap(db);
  const companies = await naming.companies(db);
  const terms = new Map(
    (await db.rows('SELECT zterm, CAST(term_id AS VARCHAR) AS id FROM k.term')).map((r) => [
      String(r['zterm']),
      String(r['id']),
    ]),
  );
  const found = (map: ReadonlyMap<string, string>, key: string, what: string): string => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`${db.label}: no id for the shared ${what} ${key}`);
    return id;
  };
  const vendor = (id: string): string => vendors.get(id) ?? id;
  const invoice = sap.duplicateInvoice;
  const ids = await db.rows(`SELECT ${naming.invoiceIdSql} AS id FROM k.inv WHERE sap_id = $1`, [
    invoice.invoiceId,
  ]);
  if (ids.length !== 1) throw new Error(`${db.label}: no invoice for the shared ${invoice.invoiceId}`);
  return {
    ...sap,
    vendors: sap.vendors.map((v) => ({
      ...v,
      vendorId: vendor(v.vendorId),
      companyCode: found(companies, v.companyCode, 'company code'),
      paymentTerm: cross.termIsZterm ? v.paymentTerm : found(terms, v.paymentTerm, 'payment term'),
      bankAccount: cross.banks ? v.bankAccount : '',
      iban: cross.banks ? v.iban : '',
      postingBlock: cross.blocks && v.postingBlock,
      sapCompanyCode: v.companyCode,
      sapPaymentTerm: v.paymentTerm,
    })),
    duplicateInvoice: {
      ...invoice,
      vendorId: vendor(invoice.vendorId),
      invoiceId: String(ids[0]!['id']),
      companyCode: found(companies, invoice.companyCode, 'company code'),
      sapInvoiceId: invoice.invoiceId,
      sapCompanyCode: invoice.companyCode,
    },
    notShown: [...cross.notShown],
  };
}
