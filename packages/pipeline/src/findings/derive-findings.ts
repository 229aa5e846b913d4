import { Worker } from 'node:worker_threads';
import type { InvoiceRecord } from '@spendlens/matching';
import {
  approvalLimitsTable,
  duplicateInvoicesTable,
  duplicateVendorsTable,
  loginEventsTable,
  sanctionHitsTable,
  similarVendorNamesTable,
  systemMembersTable,
  vendorChecksTable,
} from '@spendlens/warehouse';
import { ingestTracer, traced } from '../trace/ingest-tracer';
import { out, type MappingContext } from '../canonical/mapping-context';
import { readStaged, type CodeRows, type StagedValue } from './code-rows';
import type { FindingsInput, FindingsVendor, Rows } from './compute-findings';
import type { FindingsWorkerMessage } from './findings-worker';
import { approvalLimitRows, type ApprovalLimit } from './approval-limits';
import { loginEventRows, type LoginEvent } from './login-events';

export interface FindingsOptions {
  /** Sign-ins of the client's users, published for the Login Log page. */
  loginEvents: readonly LoginEvent[];
  /** The system's invoice approval limits per company code (the split-invoices red flag). */
  approvalLimits: readonly ApprovalLimit[];
  /** The client's own e-mail domains (a vendor address in one of them is a finding). */
  clientDomains: readonly string[];
}

/** The canonical tables the findings stage (computed in code, not mapped from the extract). */
export const findingsTables: ReadonlySet<string> = new Set(
  [
    vendorChecksTable,
    sanctionHitsTable,
    duplicateInvoicesTable,
    duplicateVendorsTable,
    similarVendorNamesTable,
    loginEventsTable,
    approvalLimitsTable,
    // an ingested system is never a multi-system: it has no members (the server writes a multi-system's)
    systemMembersTable,
  ].map((table) => table.name),
);

/**
 * The rows of the findings tables (vendor checks, sanctions hits, duplicate invoices and vendors,
 * similar vendor names, login events, approval limits), by canonical table name. Their inputs are read from the
 * staged canonical rows here; the matching (packages/matching, single-threaded and long for a large
 * vendor master) runs in a worker thread, so the publish, which runs meanwhile on this thread, is
 * never held up by it. The publish writes the rows in the same transaction as the rest of the
 * system's data.
 */
export async function deriveFindings(ctx: MappingContext, options: FindingsOptions): Promise<CodeRows> {
  const invoices = await traced('findings: read duplicate-invoice candidates', () =>
    duplicateCandidates(ctx),
  );
  const vendors = await traced('findings: read vendors', () => findingsVendors(ctx));
  const rows = await computeFindingsInWorker({ invoices, vendors, clientDomains: options.clientDomains });
  rows.set(loginEventsTable.name, loginEventRows(options.loginEvents));
  rows.set(approvalLimitsTable.name, approvalLimitRows(options.approvalLimits));
  rows.set(systemMembersTable.name, []);
  return rows;
}

/**
 * A findings worker that has answered and waits for the next ingest. Starting one (the thread, its
 * TypeScript loader, the matching package and the SDN list's index) costs about two seconds, which
 * every ingest paid when each had a thread of its own; an idle one is kept (unreferenced, so it never
 * holds the process open) and reused. Ingests that overlap each get a thread: the second starts one.
 */
let idleWorker: Worker | undefined;

/** While a worker is idle: forgets it when it dies, so that it is not reused. */
function forgetWhenGone(this: Worker): void {
  if (idleWorker === this) idleWorker = undefined;
}

/** The thread id of the idle findings worker, if one is kept (for tests). */
export const idleFindingsWorkerId = (): number | undefined => idleWorker?.threadId;

function takeWorker(): Worker {
  const worker = idleWorker ?? new Worker(new URL('./findings-worker.mjs', import.meta.url));
  idleWorker = undefined;
  worker.off('exit', forgetWhenGone).off('error', forgetWhenGone).ref();
  return worker;
}

/** Puts an answered worker back as the idle one (or ends it, when another is already idle). */
function releaseWorker(worker: Worker): void {
  if (idleWorker) {
    void worker.terminate();
    return;
  }
  worker.on('exit', forgetWhenGone).on('error', forgetWhenGone).unref();
  idleWorker = worker;
}

/**
 * Runs computeFindings in a worker thread (an idle one when there is one). A worker that failed, with
 * the matching's error or of its own, is ended and never reused.
 */
export function computeFindingsInWorker(input: FindingsInput): Promise<Map<string, Rows>> {
  const worker = takeWorker();
  return new Promise<Map<string, Rows>>((resolve, reject) => {
    const stop = () => {
      worker.off('message', onMessage).off('error', fail).off('exit', onExit);
    };
    const fail = (error: Error) => {
      stop();
      void worker.terminate();
      reject(error);
    };
    const onExit = (code: number) => fail(new Error(`the findings worker stopped (exit code ${code})`));
    const onMessage = (message: FindingsWorkerMessage) => {
      if (message.kind === 'step') ingestTracer.onStep?.(message.step, message.seconds);
      else if (message.kind === 'rows') {
        stop();
        releaseWorker(worker);
        resolve(new Map(message.rows as [string, Rows][]));
      } else fail(Object.assign(new Error(message.message), { stack: message.stack }));
    };
    worker.on('message', onMessage).on('error', fail).on('exit', onExit);
    worker.postMessage(input);
  });
}

const text = (v: StagedValue | undefined): string | null =>
  v === null || v === undefined ? null : String(v);

/**
 * The invoices the duplicate check could pair: those sharing a comparison block (findDuplicateInvoices:
 * vendor, currency and sign, then the same amount in cents or the same reference without zeros; or,
 * across vendor records, currency, amount and reference without zeros) with at least one other. The block keys are worked out here in SQL exactly as the matcher does for
 * references in ASCII; a reference with any other character is always read, since only the matcher's
 * Unicode folding can place it. So the matcher sees every pair it would have seen in all the invoices,
 * without a million rows crossing into JavaScript.
 */
function duplicateCandidatesSql(ctx: MappingContext): string {
  return `
WITH eligible AS (
  SELECT
    internal_invoice_id, company_code, i.vendor_id, external_invoice_id, invoice_date, document_amount,
    document_currency, derived_document_type, is_reversed,
    coalesce(ag.is_one_time, false) AS is_one_time_vendor, payee_name, payee_town, payee_tax_id, payee_vat_id,
    floor(document_amount::DOUBLE * 100 + 0.5) AS cents,
    replace(
      translate(regexp_replace(upper(coalesce(external_invoice_id, '')), '[^A-Z0-9]', '', 'g'), 'OQILSBZ', '0011582'),
      '0', '') AS zero_free,
    regexp_matches(coalesce(external_invoice_id, ''), '[^\\x01-\\x7f]') AS unicode_reference
  FROM ${out(ctx, 'invoices')} i
  LEFT JOIN ${out(ctx, 'vendors')} v ON v.vendor_id = i.vendor_id
  LEFT JOIN ${out(ctx, 'account_groups')} ag ON ag.account_group = v.account_group
  WHERE is_reversed IS DISTINCT FROM true
    AND derived_document_type IS DISTINCT FROM 'REVERSAL'
    AND document_amount <> 0
    AND invoice_date IS NOT NULL
)
SELECT internal_invoice_id, company_code, vendor_id, external_invoice_id, invoice_date, document_amount,
  document_currency, derived_document_type, is_reversed, is_one_time_vendor, payee_name, payee_town,
  payee_tax_id, payee_vat_id
FROM eligible
QUALIFY unicode_reference
  OR count(*) OVER (PARTITION BY vendor_id, document_currency, cents > 0, cents) > 1
  OR count(*) OVER (PARTITION BY vendor_id, document_currency, cents > 0, zero_free) > 1
  -- the same amount and reference under two vendor records: the matcher pairs them when the records
  -- are linked (duplicate vendors, a shared bank account)
  OR min(vendor_id) OVER (PARTITION BY document_currency, cents, zero_free)
     <> max(vendor_id) OVER (PARTITION BY document_currency, cents, zero_free)`;
}

async function duplicateCandidates(ctx: MappingContext): Promise<InvoiceRecord[]> {
  const rows = (await ctx.warehouse.query({ sql: duplicateCandidatesSql(ctx), params: [] })) as Record<
    string,
    StagedValue
  >[];
  return rows.map((r) => ({
    internal_invoice_id: String(r['internal_invoice_id']),
    company_code: String(r['company_code']),
    vendor_id: String(r['vendor_id']),
    external_invoice_id: text(r['external_invoice_id']),
    invoice_date: text(r['invoice_date']),
    document_amount: Number(r['document_amount'] ?? 0),
    document_currency: String(r['document_currency'] ?? ''),
    derived_document_type: String(r['derived_document_type'] ?? ''),
    is_reversed: r['is_reversed'] === null ? null : Boolean(r['is_reversed']),
    is_one_time_vendor: r['is_one_time_vendor'] === true,
    payee_name: text(r['payee_name']),
    payee_town: text(r['payee_town']),
    payee_tax_id: text(r['payee_tax_id']),
    payee_vat_id: text(r['payee_vat_id']),
  }));
}

/** Every staged vendor with its e-mail addresses and bank details. */
async function findingsVendors(ctx: MappingContext): Promise<FindingsVendor[]> {
  const rows = await readStaged(ctx, 'vendors', [
    'vendor_id',
    'vendor_name',
    'street',
    'town',
    'postcode',
    'country',
    'tax_id',
    'tax_id_2',
    'vat_id',
    'account_group',
  ]);
  const emails = new Map<string, string[]>();
  for (const r of await readStaged(ctx, 'vendor_emails', ['vendor_id', 'email'], 'email IS NOT NULL')) {
    const id = String(r['vendor_id']);
    emails.set(id, [...(emails.get(id) ?? []), String(r['email'])]);
  }
  const banks = new Map<string, FindingsVendor['bankDetails']>();
  for (const r of await readStaged(ctx, 'vendor_bank_details', [
    'vendor_id',
    'bank_country',
    'bank_key',
    'bank_account',
    'iban',
  ])) {
    const id = String(r['vendor_id']);
    banks.set(id, [
      ...(banks.get(id) ?? []),
      {
        bank_country: text(r['bank_country']),
        bank_key: text(r['bank_key']),
        bank_account: text(r['bank_account']),
        iban: text(r['iban']),
      },
    ]);
  }
  return rows.map((r) => {
    const id = String(r['vendor_id']);
    return {
      vendor_id: id,
      vendor_name: text(r['vendor_name']),
      street: text(r['street']),
      town: text(r['town']),
      postcode: text(r['postcode']),
      country: text(r['country']),
      tax_id: text(r['tax_id']),
      tax_id_2: text(r['tax_id_2']),
      vat_id: text(r['vat_id']),
      account_group: text(r['account_group']),
      emails: emails.get(id) ?? [],
      bankDetails: banks.get(id) ?? [],
    };
  });
}
