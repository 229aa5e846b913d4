import { invoiceValueBinOf, invoiceValueBins } from '@spendlens/warehouse';
import { derivedDocumentTypes, type DerivedDocumentType } from '../canonical/sap-document-types';
import type { OptionalSapTableName, RequiredSapTableName } from '../sap/sap-tables';
import type { Anomalies } from './anomalies';
import type { CrossSystemAnswers } from './cross-system';

export interface DocumentTypeTotals {
  /** Vendor invoice documents of this type. */
  count: number;
  /** Sum of the signed local amounts (company code currency), 2 decimals. */
  localAmount: number;
  /** Sum of the signed common amounts (answers' commonCurrency, each rounded per document), 2 decimals. */
  commonAmount: number;
}

export interface CompanyCodeAnswers {
  currency: string;
  byType: Record<DerivedDocumentType, DocumentTypeTotals>;
  /** Documents per invoice value bin of the absolute common amount (all types). */
  bins: Record<string, number>;
}

/** The ground truth of a generated extract, written as answers.json next to it (not in the manifest). */
export interface DatagenAnswers {
  format: 'sap-extract-answers/1';
  seed: number;
  systemName: string;
  erp: 'sap' | 'hana';
  extractedAt: string;
  /** The currency of every commonAmount below. */
  commonCurrency: string;
  /** RSEG items + vendor line items of FI invoice documents (KR/KG and their reversals); see datagen README. */
  invoiceLines: number;
  /** Rows per table file (required tables and the optional ones written). */
  tables: Record<RequiredSapTableName, number> & Partial<Record<OptionalSapTableName, number>>;
  /** Earliest and latest invoice date (BLDAT) of the invoice documents, YYYY-MM-DD. */
  invoiceDates: { min: string; max: string };
  /** Vendors (LFA1 rows). */
  vendors: number;
  /** Reversal pairs (each an original that stays plus its reversal). */
  reversalPairs: number;
  /** Invoice documents whose vendor line is still open (BSIK). */
  openInvoices: number;
  companyCodes: Record<string, CompanyCodeAnswers>;
  /** The planted anomalies per kind (see anomalies.ts and the datagen README). */
  anomalies: Anomalies;
  /** The shared vendors and the invoice paid in every system (only with the crossSystem option). */
  crossSystem?: CrossSystemAnswers;
}

/** Accumulates the answers document by document, in integer cents. */
export class AnswerBook {
  private readonly perCompany = new Map<
    string,
    {
      currency: string;
      totals: Map<DerivedDocumentType, [number, number, number]>;
      bins: Map<string, number>;
    }
  >();
  reversalPairs = 0;
  openInvoices = 0;
  minDay = Number.POSITIVE_INFINITY;
  maxDay = Number.NEGATIVE_INFINITY;

  record(
    companyCode: string,
    currency: string,
    type: DerivedDocumentType,
    localCents: number,
    commonCents: number,
    invoiceDay: number,
  ): void {
    let entry = this.perCompany.get(companyCode);
    if (!entry) {
      entry = { currency, totals: new Map(), bins: new Map() };
      this.perCompany.set(companyCode, entry);
    }
    const t = entry.totals.get(type) ?? [0, 0, 0];
    t[0] += 1;
    t[1] += localCents;
    t[2] += commonCents;
    entry.totals.set(type, t);
    const bin = invoiceValueBinOf(commonCents / 100);
    entry.bins.set(bin, (entry.bins.get(bin) ?? 0) + 1);
    this.minDay = Math.min(this.minDay, invoiceDay);
    this.maxDay = Math.max(this.maxDay, invoiceDay);
  }

  companyCodes(): Record<string, CompanyCodeAnswers> {
    const result: Record<string, CompanyCodeAnswers> = {};
    for (const code of [...this.perCompany.keys()].sort()) {
      const entry = this.perCompany.get(code)!;
      const byType = {} as Record<DerivedDocumentType, DocumentTypeTotals>;
      for (const type of derivedDocumentTypes) {
        const [count, local, common] = entry.totals.get(type) ?? [0, 0, 0];
        byType[type] = { count, localAmount: local / 100, commonAmount: common / 100 };
      }
      const bins: Record<string, number> = {};
      for (const bin of invoiceValueBins) bins[bin.label] = entry.bins.get(bin.label) ?? 0;
      result[code] = { currency: entry.currency, byType, bins };
    }
    return result;
  }
}
