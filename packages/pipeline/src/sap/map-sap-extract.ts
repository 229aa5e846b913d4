import { buildInvoiceWorkTables } from '../canonical/map-invoice-work';
import { mapInvoiceLines } from '../canonical/map-invoice-lines';
import { mapInvoices } from '../canonical/map-invoices';
import { mapMasterData } from '../canonical/map-master-data';
import { mapPayments, mapVendorLastActivity } from '../canonical/map-payments';
import { mapPurchasing } from '../canonical/map-purchasing';
import { mapReferenceData } from '../canonical/map-reference-data';
import { checkOtherReferences, checkReferences } from '../ingest/check-references';
import type { ExtractPipeline } from '../ingest/ingest-extract';
import { rawTableName } from '../ingest/load-staging';
import { traced } from '../trace/ingest-tracer';
import { sapFormat } from './sap-manifest';
import type { SapTableName } from './sap-tables';

/** sap-extract/1: SAP's references, then its mapping into the canonical tables (pipeline README). */
export const sapExtractPipeline: ExtractPipeline = {
  format: sapFormat,
  async map(ctx) {
    const { problems, staging } = ctx;
    // normalised work tables, references between the tables, then the canonical mapping
    const work = await traced('invoice work tables', () => buildInvoiceWorkTables(ctx));
    await traced('check references', () => checkReferences(ctx, work));
    await traced('check other references', () => checkOtherReferences(ctx));
    if (problems.size > 0) return;
    await traced('map master data', () => mapMasterData(ctx));
    const docs = await traced('map invoices', () => mapInvoices(ctx, work));
    if (problems.size > 0) return;
    await traced('map invoice lines', () => mapInvoiceLines(ctx, docs!));
    // the invoice documents' source tables are mapped: free their memory for the rest
    const invoiceSources: readonly SapTableName[] = ['BKPF', 'BSIK', 'BSAK', 'RBKP', 'RSEG'];
    await staging.drop((name) => invoiceSources.some((table) => rawTableName(table) === name));
    await traced('map reference data', () => mapReferenceData(ctx));
    await traced('map purchasing', () => mapPurchasing(ctx));
    if (problems.size > 0) return;
    await traced('map payments', () => mapPayments(ctx, work));
    await traced('map vendor last activity', () => mapVendorLastActivity(ctx));
  },
};
