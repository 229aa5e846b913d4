import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateSapExtract } from '@spendlens/pipeline';
import { zipSync } from 'fflate';

/** A seeded SAP extract in a temporary folder, and its files zipped in memory (small extracts only). */
export async function makeExtract(options: {
  invoiceLines: number;
  seed: number;
  systemName?: string;
}): Promise<{ dir: string; root: string }> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-extract-'));
  const { dir } = await generateSapExtract({
    outDir: path.join(root, 'extract'),
    seed: options.seed,
    invoiceLines: options.invoiceLines,
    systemName: options.systemName ?? 'SAP-DEMO',
  });
  return { dir, root };
}

export async function zipFolder(
  dir: string,
  options: { without?: string[] } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const files: Record<string, Uint8Array> = {};
  for (const name of await fs.readdir(dir)) {
    if (options.without?.includes(name)) continue;
    files[name] = await fs.readFile(path.join(dir, name));
  }
  return zipSync(files, { level: 1 }) as Uint8Array<ArrayBuffer>;
}

/** Invoice count of a system through POST /summary, as a user sees it. */
export async function summaryInvoiceCount(
  api: (p: string, init: { token: string; body: unknown }) => Promise<Response>,
  token: string,
  systemId: number,
): Promise<number> {
  const response = await api('summary', {
    token,
    body: {
      system_id: systemId,
      module: 'accounting_docs_po_nonpo_credit_reversal',
      analysis: 'invoice_distribution',
      group_by: ['derived_document_type'],
      aggregate: [{ col: 'internal_invoice_id', fn: ['count'], alias: ['n'] }],
      page_rows: -1,
    },
  });
  if (response.status !== 200)
    throw new Error(`summary answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { data: { n: number }[] };
  return body.data.reduce((sum, row) => sum + Number(row.n), 0);
}
