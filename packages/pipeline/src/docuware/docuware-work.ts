import { checkReference } from '../ingest/check-references';
import { runRowChecks, type RowCheck } from '../ingest/check-values';
import { fieldLabel } from '../ingest/extract-table';
import { raw, work, type MappingContext } from '../canonical/mapping-context';
import { q } from '../sap/sap-sql';
import { docuwareFieldKinds, type DocuwareName } from './docuware-fields';
import type { DocuwareManifest } from './docuware-format';
import { localeCheck, parsedSql, type DocuwareLocale } from './docuware-values';

/** The manifest read for the mapping: the field map, the locale, and its value maps as a work table. */
export interface DocuwareSetup {
  manifest: DocuwareManifest;
  locale: DocuwareLocale;
  /** Work table (map, raw, value): document_types, statuses, company_names, company_currencies. */
  values: string;
}

/** The cabinet field name of our `name` (problems name it). */
export const labelOf = (ctx: MappingContext, name: DocuwareName): string => {
  const field = ctx.staged.get('documents')!.checked.table.fields.find((f) => f.name === name);
  return field ? fieldLabel(field) : name;
};

/** The manifest's value maps into a work table, their values bound as parameters. */
export async function setUp(ctx: MappingContext, manifest: DocuwareManifest): Promise<DocuwareSetup> {
  const values = work(ctx, 'dw_values');
  await ctx.warehouse.run(`CREATE TABLE ${values} (map VARCHAR, raw VARCHAR, value VARCHAR)`);
  const maps = ['document_types', 'statuses', 'company_names', 'company_currencies'] as const;
  for (const map of maps)
    for (const [from, to] of Object.entries(manifest[map] ?? {}))
      await ctx.warehouse.run(`INSERT INTO ${values} VALUES ($1, $2, $3)`, [map, from, to]);
  return { manifest, locale: { dateFormat: manifest.date_format, decimal: manifest.decimal }, values };
}

/**
 * The checks of values in the cabinet's locale, the value maps and the references: dates, date-times
 * and amounts as the manifest declares them; a vendor on every document when both vendor fields are
 * mapped; every raw document type and status in its map; every workflow row's document in
 * documents.csv. Each failing value is a problem naming file, line and field.
 */
export async function checkDocuwareValues(ctx: MappingContext, setup: DocuwareSetup): Promise<void> {
  const { manifest, locale, values } = setup;
  const documents = ctx.staged.get('documents')!;
  const mapped = Object.keys(manifest.fields) as DocuwareName[];
  const checks: RowCheck[] = mapped.flatMap((name) => {
    const check = localeCheck(name, labelOf(ctx, name), docuwareFieldKinds[name], locale);
    return check ? [check] : [];
  });
  if (manifest.fields.vendor_id && manifest.fields.vendor_name)
    checks.push({
      field: labelOf(ctx, 'vendor_id'),
      fails: `x.${q('vendor_id')} IS NULL AND x.${q('vendor_name')} IS NULL`,
      message: `'a value is required (the vendor id or, with it empty, the vendor name ${labelOf(ctx, 'vendor_name')})'`,
    });
  for (const [name, map] of [
    ['document_type', 'document_types'],
    ['status', 'statuses'],
  ] as const)
    if (manifest.fields[name])
      checks.push({
        field: labelOf(ctx, name),
        fails: `x.${q(name)} IS NOT NULL AND x.${q(name)} NOT IN (SELECT raw FROM ${values} WHERE map = '${map}')`,
        message: `'''' || left(x.${q(name)}, 40) || ''' is not in the manifest''s ${map}'`,
      });
  await runRowChecks(ctx.warehouse, documents.checked, documents.from, checks, ctx.problems, true);
  const history = ctx.staged.get('workflow_history');
  if (!history) return;
  const timeChecks = (['started_at', 'completed_at'] as const).map((name) =>
    localeCheck(name, name, 'dateTime', locale)!,
  );
  await runRowChecks(ctx.warehouse, history.checked, history.from, timeChecks, ctx.problems, true);
  // the extractor exports the histories of the exported documents only (ids compared as written)
  await checkReference(ctx, 'workflow_history', 'document_id', 'documents', 'document_id');
}

/** The upper-cased, trimmed vendor name with single spaces: the vendor id of a cabinet without one. */
const normalisedNameSql = (x: string): string =>
  `nullif(upper(trim(regexp_replace(${x}, '\\s+', ' ', 'g'))), '')`;

/**
 * Work table dw_docs: every document with its values parsed, its key `document_no` (`<cabinet>:<id>`
 * when the cabinet is mapped), its vendor id, its kind (invoice, credit_note, other: the document
 * type's map, else a negative gross is a credit note) and its mapped workflow status.
 */
export async function buildDocuments(ctx: MappingContext, setup: DocuwareSetup): Promise<string> {
  const { manifest, locale, values } = setup;
  const has = (name: DocuwareName) => manifest.fields[name] !== undefined;
  const nullOf = {
    text: 'NULL::VARCHAR',
    date: 'NULL::DATE',
    dateTime: 'NULL::TIMESTAMP',
    amount: 'NULL::DECIMAL(18,2)',
  };
  const value = (name: DocuwareName) =>
    has(name)
      ? parsedSql(`d.${q(name)}`, docuwareFieldKinds[name], locale)
      : nullOf[docuwareFieldKinds[name]];
  const parsed = (Object.keys(docuwareFieldKinds) as DocuwareName[])
    .map((name) => `${value(name)} AS ${q(name)}`)
    .join(', ');
  const mapOf = (map: string, x: string) =>
    `(SELECT value FROM ${values} WHERE map = '${map}' AND raw = ${x})`;
  const docs = work(ctx, 'dw_docs');
  await ctx.warehouse.run(
    `CREATE TABLE ${docs} AS
     WITH d AS (SELECT d.rowid AS doc_row, ${parsed} FROM ${raw(ctx, 'documents')} d)
     SELECT d.* EXCLUDE (vendor_id, vendor_iban, vendor_country, po_number),
       ${has('cabinet') ? `d.cabinet || ':' || d.document_id` : 'd.document_id'} AS document_no,
       coalesce(d.vendor_id, ${normalisedNameSql('d.vendor_name')}) AS vendor_id,
       nullif(upper(regexp_replace(d.vendor_iban, '\\s', '', 'g')), '') AS vendor_iban,
       upper(d.vendor_country) AS vendor_country, nullif(trim(d.po_number), '') AS po_number,
       ${has('document_type') ? mapOf('document_types', 'd.document_type') : `CASE WHEN d.gross_amount < 0 THEN 'credit_note' ELSE 'invoice' END`} AS kind,
       ${mapOf('statuses', 'd.status')} AS workflow_status,
       coalesce(${mapOf('company_currencies', 'd.company_code')}, d.currency) AS local_currency
     FROM d`,
  );
  return docs;
}

/**
 * Work table dw_workflow: per document id its last completion and its current role — the step of
 * the open workflow row (no completed_at) that started last. Empty without workflow_history.csv.
 */
export async function buildWorkflow(ctx: MappingContext, setup: DocuwareSetup): Promise<string> {
  const flow = work(ctx, 'dw_workflow');
  if (!ctx.staged.has('workflow_history')) {
    await ctx.warehouse.run(
      `CREATE TABLE ${flow} (document_id VARCHAR, last_completed TIMESTAMP, current_role VARCHAR)`,
    );
    return flow;
  }
  const at = (name: string) => parsedSql(`w.${q(name)}`, 'dateTime', setup.locale);
  await ctx.warehouse.run(
    `CREATE TABLE ${flow} AS
     SELECT w.document_id, max(${at('completed_at')}) AS last_completed,
       arg_max(w.step, (${at('started_at')}, w.rowid)) FILTER (WHERE w.completed_at IS NULL) AS current_role
     FROM ${raw(ctx, 'workflow_history')} w GROUP BY 1`,
  );
  return flow;
}
