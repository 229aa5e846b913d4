/**
 * Matching benchmark (packages/matching): (a) the sanctions name scorer on the company cases of
 * OpenSanctions' name bench next to their frozen logic-v2 scores, (b) its distance from OFAC's own
 * search-tool scores, (c) per planted kind, the findings a real ingest publishes for a seeded datagen
 * extract against its answers.json, the red flags included (planted / flagged / precision / recall, the controls that must not
 * be flagged, duplicate-invoice clusters per 1,000 invoices), (d) false sanctions hits on 2,218 real
 * company names that are not on the list, (e) scale.
 *
 *   npx tsx bench/matching.ts [--lines 100000] [--seed 1]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import {
  createSanctionsScreener,
  defaultSanctionsThreshold,
  findDuplicateInvoices,
  findDuplicateVendors,
  findSimilarVendorNames,
  loadOfacSdn,
  normaliseCompanyName,
  scoreNames,
  type InvoiceRecord,
  type VendorRecord,
} from '@spendlens/matching';
import { generateSapExtract, ingestSapExtract } from '@spendlens/pipeline';
import { defaultDuckDbMemoryLimit, DuckDbExecutor, ensureWarehouseSchema } from '@spendlens/warehouse';

const { values } = parseArgs({
  options: { lines: { type: 'string', default: '100000' }, seed: { type: 'string', default: '1' } },
});
const lines = Number(values.lines);
const seed = Number(values.seed);

const reference = new URL('../packages/matching/reference/sanctions-matching/', import.meta.url);
const readCsv = async (file: string): Promise<Record<string, string>[]> =>
  parse(await fs.readFile(new URL(file, reference)), { columns: true }) as Record<string, string>[];

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}
const prf = ({ tp, fp, fn }: Counts) => {
  const p = tp + fp ? tp / (tp + fp) : 1;
  const r = tp + fn ? tp / (tp + fn) : 1;
  return { p, r, f1: p + r ? (2 * p * r) / (p + r) : 0 };
};
const f3 = (x: number) => x.toFixed(3);
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}
const seconds = (ms: number) => (ms / 1000).toFixed(2);

// (a) name bench, company rows
const companySchemas = new Set(['Company', 'Organization', 'LegalEntity']);
const cases = (await readCsv('name_bench_cases.csv')).filter((r) => companySchemas.has(r['schema']!));
const frozen = await readCsv('name_bench_logicv2_frozen_scores.csv');
const frozenKey = (r: Record<string, string>) =>
  `${r['case_group']}\u0000${r['schema']}\u0000${r['name1']}\u0000${r['name2']}`;
const frozenByKey = new Map(frozen.map((r) => [frozenKey(r), r]));
const ours: Counts = { tp: 0, fp: 0, fn: 0 };
const oursOnFrozen: Counts = { tp: 0, fp: 0, fn: 0 };
const base: Counts = { tp: 0, fp: 0, fn: 0 };
const tally = (c: Counts, predicted: boolean, truth: boolean) => {
  if (predicted && truth) c.tp++;
  else if (predicted) c.fp++;
  else if (truth) c.fn++;
};
let frozenRows = 0;
for (const r of cases) {
  const truth = r['is_match'] === 'true';
  const s = scoreNames(normaliseCompanyName(r['name1']!), normaliseCompanyName(r['name2']!));
  const predicted = s.score >= defaultSanctionsThreshold;
  tally(ours, predicted, truth);
  const f = frozenByKey.get(frozenKey(r));
  if (f) {
    frozenRows++;
    tally(oursOnFrozen, predicted, truth);
    tally(base, f['predicted_match'] === 'true', truth);
  }
}
const oursOnAllFrozen: Counts = { tp: 0, fp: 0, fn: 0 };
const baseAll: Counts = { tp: 0, fp: 0, fn: 0 };
const frozenCompany = frozen.filter((r) => companySchemas.has(r['schema']!));
for (const r of frozenCompany) {
  const truth = r['is_match'] === 'true';
  const s = scoreNames(normaliseCompanyName(r['name1']!), normaliseCompanyName(r['name2']!));
  tally(oursOnAllFrozen, s.score >= defaultSanctionsThreshold, truth);
  tally(baseAll, r['predicted_match'] === 'true', truth);
}
console.log(
  `## (a) Sanctions name scorer, Company/Organization/LegalEntity cases of nomenklatura name_bench\n`,
);
console.log(
  `Threshold ${defaultSanctionsThreshold} (ours, 0–100); logic-v2 as frozen (its own predicted_match).\n`,
);
console.log('| scorer | cases | precision | recall | F1 |');
console.log('|---|---:|---:|---:|---:|');
for (const [name, c, n] of [
  ['Spendlens matching (all company cases)', ours, cases.length],
  ['Spendlens matching (cases logic-v2 scored)', oursOnFrozen, frozenRows],
  ['OpenSanctions logic-v2 frozen (same cases)', base, frozenRows],
  ['Spendlens matching (all company rows of the frozen file)', oursOnAllFrozen, frozenCompany.length],
  ['OpenSanctions logic-v2 frozen (all its company rows)', baseAll, frozenCompany.length],
] as const) {
  const m = prf(c);
  console.log(`| ${name} | ${n} | ${f3(m.p)} | ${f3(m.r)} | ${f3(m.f1)} |`);
}

// (b) OFAC search tool scores
const ofac = await readCsv('ofac_search_tool_scores.csv');
let absSum = 0;
let scored = 0;
let notReturnedAbove = 0;
let notReturned = 0;
for (const r of ofac) {
  const s = scoreNames(normaliseCompanyName(r['query_name']!), normaliseCompanyName(r['result_name']!)).score;
  const o = Number(r['ofac_score']);
  if (o < 0) {
    notReturned++;
    if (s >= defaultSanctionsThreshold) notReturnedAbove++;
    continue;
  }
  absSum += Math.abs(s - o);
  scored++;
}
console.log(`\n## (b) Against OFAC's Sanctions List Search scores\n`);
console.log(
  '| pairs with an OFAC score | mean absolute difference (points) | pairs OFAC did not return | of those we score ≥ 75 |',
);
console.log('|---:|---:|---:|---:|');
console.log(`| ${scored} | ${(absSum / scored).toFixed(1)} | ${notReturned} | ${notReturnedAbove} |`);

// (c) datagen extract
const root = await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-matching-bench-'));
try {
  const t = performance.now();
  const { dir, answers } = await generateSapExtract({
    outDir: path.join(root, 'extract'),
    seed,
    invoiceLines: lines,
    systemName: 'SAP-BENCH',
  });
  const warehouse = await DuckDbExecutor.open(path.join(root, 'analytics.duckdb'), {
    memoryLimit: process.env['DUCKDB_MEMORY_LIMIT'] ?? defaultDuckDbMemoryLimit,
    tempDirectory: path.join(root, 'duckdb-tmp'),
  });
  await ensureWarehouseSchema(warehouse);
  await ingestSapExtract({ warehouse, systemId: 1, source: dir, commonCurrency: 'EUR' });
  const prepMs = performance.now() - t;
  const read = async <T>(sql: string): Promise<T[]> =>
    (await warehouse.query({ sql, params: [] })) as unknown as T[];
  const invoices = await read<InvoiceRecord>(
    `SELECT i.internal_invoice_id, i.company_code, i.vendor_id, i.external_invoice_id, i.invoice_date::VARCHAR AS invoice_date,
       i.document_amount, i.document_currency, i.derived_document_type, i.is_reversed, v.account_group
     FROM canon.invoices i LEFT JOIN canon.vendors v ON v.system_id = i.system_id AND v.vendor_id = i.vendor_id
     WHERE i.system_id = 1`,
  );
  // what the product shows: the findings the ingest published
  const dupInvoices = await read<{
    internal_invoice_id: string;
    cluster_id: string;
    match_kind: string;
    rule: string;
    evidence: string;
  }>(
    'SELECT internal_invoice_id, cluster_id, match_kind, rule, evidence FROM canon.duplicate_invoices WHERE system_id = 1',
  );
  const dupVendors = await read<Record<string, string | null>>(
    `SELECT vendor_id, normalised_name, normalised_town, evidence, tax_id_cluster_id, vat_id_cluster_id,
       vendor_name_town_country_cluster_id FROM canon.duplicate_vendors WHERE system_id = 1`,
  );
  const similar = await read<{
    vendor_id_lhs: string;
    vendor_id_rhs: string;
    vendor_name_lhs: string;
    vendor_name_rhs: string;
    score: number;
    rule: string;
  }>(
    `SELECT vendor_id_lhs, vendor_id_rhs, s.normalised_name_lhs AS vendor_name_lhs, s.normalised_name_rhs AS vendor_name_rhs, score, rule
     FROM canon.similar_vendor_names s WHERE system_id = 1`,
  );
  const hits = await read<{
    vendor_id: string;
    vendor_name: string;
    sdn_uid: string;
    sdn_name: string;
    score: number;
    rule: string;
  }>(
    'SELECT vendor_id, vendor_name, sdn_uid, sdn_name, score, rule FROM canon.sanction_hits WHERE system_id = 1 ORDER BY vendor_id, score DESC',
  );
  const checks = await read<{
    vendor_id: string;
    valid_email_format: boolean | null;
    bank_details_data_quality_fail: boolean | null;
    client_domain_match: boolean | null;
    vat_id_data_quality_fail: boolean | null;
  }>(
    `SELECT vendor_id, valid_email_format, bank_details_data_quality_fail, client_domain_match, vat_id_data_quality_fail
     FROM canon.vendor_checks WHERE system_id = 1`,
  );
  const vendorCount = Number(
    (await read<{ n: number }>('SELECT count(*) AS n FROM canon.vendors WHERE system_id = 1'))[0]!.n,
  );
  // the red flags the ingest published (docs/red-flags.md)
  const redFlags = {
    round: await read<{ id: string }>(
      'SELECT internal_invoice_id AS id FROM pub.red_flags__round_amount_invoices WHERE system_id = 1',
    ),
    weekend: await read<{ id: string }>(
      'SELECT internal_invoice_id AS id FROM pub.red_flags__weekend_holiday_postings WHERE system_id = 1',
    ),
    splitGroups: await read<{ members: string }>(
      `SELECT string_agg(internal_invoice_id, ',' ORDER BY internal_invoice_id) AS members
       FROM pub.red_flags__split_invoices WHERE system_id = 1 GROUP BY split_group`,
    ),
    benfordVendors: await read<{ key: string }>(
      `SELECT DISTINCT vendor_id || ' ' || company_code AS key FROM pub.red_flags__benford_vendor
       WHERE system_id = 1 AND is_nonconforming`,
    ),
    benfordCompanyCodes: await read<{ key: string }>(
      'SELECT DISTINCT company_code AS key FROM pub.red_flags__benford_company_code WHERE system_id = 1 AND is_nonconforming',
    ),
  };
  await warehouse.close();
  console.log(
    `\n## (c) Findings the ingest published for a datagen extract (${lines.toLocaleString('en-US')} invoice lines, seed ${seed})\n`,
  );
  console.log(
    `Generated and ingested in ${seconds(prepMs)} s: ${invoices.length.toLocaleString('en-US')} invoices, ${vendorCount.toLocaleString('en-US')} vendors. ` +
      'A planted case is found when the published findings hold it (its invoices in one cluster, its vendors in one ' +
      'cluster or pair, its vendor flagged); a finding of a kind that holds no planted case of any kind is a false ' +
      'positive of that kind. Default thresholds.\n',
  );

  const rows: string[] = [];
  const notes: string[] = [];
  const row = (kind: string, planted: number, c: Counts) => {
    const m = prf(c);
    rows.push(
      `| ${kind} | ${planted} | ${c.tp + c.fp} | ${c.tp} | ${c.fp} | ${c.fn} | ${f3(m.p)} | ${f3(m.r)} | ${f3(m.f1)} |`,
    );
  };
  const a = answers.anomalies;

  // duplicate invoices: one row per planted kind; a cluster's kind is read from its rules
  const clusterOf = new Map(dupInvoices.map((m) => [m.internal_invoice_id, m.cluster_id]));
  const clusters = groupBy(dupInvoices, (m) => m.cluster_id);
  type InvoiceKind = 'exact' | 'fuzzy' | 'cross_vendor' | 'same_amount_date' | 'one_time_payee';
  const clusterKind = (id: string): InvoiceKind => {
    const members = clusters.get(id)!;
    if (members.some((m) => m.rule === 'cross-vendor')) return 'cross_vendor';
    if (members.some((m) => / payee '/.test(m.evidence))) return 'one_time_payee';
    if (members.every((m) => m.rule === 'same-amount-date')) return 'same_amount_date';
    return members.some((m) => m.match_kind === 'exact') ? 'exact' : 'fuzzy';
  };
  const invoiceKinds = [
    ['duplicate_invoices_exact', a.duplicate_invoices_exact, 'exact'],
    ['duplicate_invoices_fuzzy', a.duplicate_invoices_fuzzy, 'fuzzy'],
    ['duplicate_invoices_cross_vendor', a.duplicate_invoices_cross_vendor, 'cross_vendor'],
    ['duplicate_invoices_same_amount_date', a.duplicate_invoices_same_amount_date, 'same_amount_date'],
    ['duplicate_invoices_one_time_payee', a.duplicate_invoices_one_time_payee, 'one_time_payee'],
  ] as const;
  const plantedClusters = new Set(
    invoiceKinds.flatMap(([, planted]) =>
      planted.map((p) => clusterOf.get((p['invoiceIds'] as string[])[0]!)),
    ),
  );
  // the vendor planted to break Benford's law bills 4,800–4,899 over and over: its near-equal
  // invoices days apart are fuzzy duplicates as well, explained by that planted case, not counted
  const vendorOfInvoice = new Map(invoices.map((i) => [i.internal_invoice_id, i.vendor_id]));
  const benfordVendorIds = new Set(a.benford_vendors.map((p) => String(p['vendorId'])));
  const ofBenfordVendor = (id: string) =>
    clusters.get(id)!.every((m) => benfordVendorIds.has(vendorOfInvoice.get(m.internal_invoice_id) ?? ''));
  const benfordClusters = [...clusters.keys()].filter(
    (id) => !plantedClusters.has(id) && ofBenfordVendor(id),
  );
  if (benfordClusters.length > 0)
    notes.push(
      `duplicate invoices: ${benfordClusters.length} clusters of the Benford-breaking vendor (amounts 4,800–4,899 days apart), not counted`,
    );
  for (const [kind, planted, ourKind] of invoiceKinds) {
    const c: Counts = { tp: 0, fp: 0, fn: 0 };
    for (const p of planted) {
      const ids = p['invoiceIds'] as string[];
      const cx = clusterOf.get(ids[0]!);
      if (cx && ids.every((id) => clusterOf.get(id) === cx)) c.tp++;
      else {
        c.fn++;
        notes.push(`missed ${kind} ${ids.join(' / ')} (${p.variant})`);
      }
    }
    for (const [id, members] of clusters) {
      if (clusterKind(id) !== ourKind || plantedClusters.has(id) || ofBenfordVendor(id)) continue;
      c.fp++;
      if (c.fp <= 5)
        notes.push(
          `unplanted ${ourKind} cluster: ${members.map((m) => `${m.internal_invoice_id} ${m.rule}`).join(' + ')}`,
        );
    }
    row(kind, planted.length, c);
  }
  // the controls must not be flagged: a flagged control is a false positive
  {
    const controls = a.duplicate_invoice_controls;
    const flagged = controls.filter((p) => (p['invoiceIds'] as string[]).some((id) => clusterOf.has(id)));
    for (const p of flagged)
      notes.push(`control flagged: ${(p['invoiceIds'] as string[]).join(' / ')} (${p.variant})`);
    rows.push(
      `| duplicate_invoice_controls (must not be flagged: ${[...new Set(controls.map((p) => p.variant))].join(', ')}) | ${controls.length} | ${flagged.length} | — | ${flagged.length} | — | — | — | — |`,
    );
  }

  // vendor clusterings
  const pairFound = (ids: string[], cluster: (v: string) => string | null | undefined) => {
    const cx = cluster(ids[0]!);
    return cx != null && ids.every((v) => cluster(v) === cx);
  };
  const vendorRow = new Map(dupVendors.map((r) => [r['vendor_id']!, r]));
  for (const [kind, planted, field] of [
    ['duplicate_vendors_tax_id', a.duplicate_vendors_tax_id, 'tax_id_cluster_id'],
    ['duplicate_vendors_vat_id', a.duplicate_vendors_vat_id, 'vat_id_cluster_id'],
    ['duplicate_vendors_name_town', a.duplicate_vendors_name_town, 'vendor_name_town_country_cluster_id'],
  ] as const) {
    const cluster = (v: string) => vendorRow.get(v)?.[field];
    const c: Counts = { tp: 0, fp: 0, fn: 0 };
    const good = new Set<string>();
    for (const p of planted) {
      const ids = p['vendorIds'] as string[];
      if (pairFound(ids, cluster)) {
        c.tp++;
        good.add(cluster(ids[0]!)!);
      } else {
        c.fn++;
        notes.push(`missed ${kind} ${ids.join(' / ')} (${p.variant})`);
      }
    }
    const predicted = groupBy(
      dupVendors.filter((r) => r[field] !== null),
      (r) => r[field]!,
    );
    for (const [id, members] of predicted)
      if (!good.has(id)) {
        c.fp++;
        notes.push(
          `unplanted ${kind} cluster ${id}: ${members.map((m) => `${m['vendor_id']} '${m['normalised_name']}' ${m['normalised_town']}`).join(' + ')} — ${members[0]!['evidence']}`,
        );
      }
    row(kind, planted.length, c);
  }

  // similar names: pairs
  {
    const key = (x: string, y: string) => (x < y ? `${x}|${y}` : `${y}|${x}`);
    const predicted = new Map(similar.map((p) => [key(p.vendor_id_lhs, p.vendor_id_rhs), p]));
    const c: Counts = { tp: 0, fp: 0, fn: 0 };
    const plantedKeys = new Set<string>();
    for (const p of a.similar_vendor_names) {
      const [x, y] = p['vendorIds'] as string[];
      plantedKeys.add(key(x!, y!));
      if (predicted.has(key(x!, y!))) c.tp++;
      else {
        c.fn++;
        notes.push(
          `missed similar_vendor_names ${x} / ${y} ${(p['names'] as string[]).join(' / ')} (${p.variant})`,
        );
      }
    }
    for (const [k, p] of predicted)
      if (!plantedKeys.has(k)) {
        c.fp++;
        notes.push(
          `unplanted similar pair: '${p.vendor_name_lhs}' / '${p.vendor_name_rhs}' ${p.score} ${p.rule}`,
        );
      }
    row('similar_vendor_names', a.similar_vendor_names.length, c);
  }

  // vendor-level flags
  const vendorFlag = (
    kind: string,
    planted: { vendorId?: unknown; variant: string }[],
    flagged: Set<string>,
  ) => {
    const plantedIds = new Set(planted.map((p) => String(p.vendorId)));
    const c: Counts = { tp: 0, fp: 0, fn: 0 };
    for (const p of planted)
      if (flagged.has(String(p.vendorId))) c.tp++;
      else {
        c.fn++;
        notes.push(`missed ${kind} ${String(p.vendorId)} (${p.variant})`);
      }
    for (const v of flagged)
      if (!plantedIds.has(v)) {
        c.fp++;
        notes.push(`unplanted ${kind}: ${v}`);
      }
    row(kind, planted.length, c);
  };
  vendorFlag('sanctioned_vendors', a.sanctioned_vendors, new Set(hits.map((h) => h.vendor_id)));
  vendorFlag(
    'invalid_emails',
    a.invalid_emails,
    new Set(checks.filter((k) => k.valid_email_format === false).map((k) => k.vendor_id)),
  );
  vendorFlag(
    'invalid_bank_details',
    a.invalid_bank_details,
    new Set(checks.filter((k) => k.bank_details_data_quality_fail).map((k) => k.vendor_id)),
  );
  for (const h of groupBy(hits, (x) => x.vendor_id).values()) {
    const best = h[0]!;
    const p = a.sanctioned_vendors.find((x) => x['vendorId'] === best.vendor_id);
    notes.push(
      `sanctions: '${best.vendor_name}' → ${best.sdn_uid} '${best.sdn_name}' ${best.score} ${best.rule}${p ? ` (planted ${String(p['entNum'])}, ${p.variant})` : ' (not planted)'}`,
    );
  }

  // red flags: a flagged item is a true positive when planted as that kind; a flagged split group made
  // only of invoices planted as another kind (a duplicate pair is also a run of non-PO invoices) is
  // explained by that kind and not counted; the controls must not be flagged
  {
    const inAnyCase = new Set(
      Object.values(a)
        .flat()
        .flatMap((c) => [c['invoiceId'], ...((c['invoiceIds'] as string[] | undefined) ?? [])])
        .map(String),
    );
    const score = (
      kind: string,
      planted: readonly string[],
      flagged: readonly string[],
      explained = (_: string) => false,
    ) => {
      const p = new Set(planted);
      const f = new Set(flagged);
      const c: Counts = { tp: 0, fp: 0, fn: 0 };
      for (const x of p)
        if (f.has(x)) c.tp++;
        else {
          c.fn++;
          notes.push(`missed ${kind} ${x}`);
        }
      for (const x of f)
        if (!p.has(x) && !explained(x)) {
          c.fp++;
          notes.push(`unplanted ${kind}: ${x}`);
        }
      row(kind, p.size, c);
    };
    score(
      'round_amount_invoices',
      a.round_amount_invoices.map((c) => String(c['invoiceId'])),
      redFlags.round.map((r) => r.id),
    );
    score(
      'weekend_holiday_postings',
      a.weekend_holiday_postings.map((c) => String(c['invoiceId'])),
      redFlags.weekend.map((r) => r.id),
    );
    const groupKey = (c: { [field: string]: unknown }) => [...(c['invoiceIds'] as string[])].sort().join(',');
    const splitPlanted = a.split_invoices.map(groupKey);
    const explainedGroups = redFlags.splitGroups.filter(
      (g) => !splitPlanted.includes(g.members) && g.members.split(',').every((id) => inAnyCase.has(id)),
    ).length;
    score(
      'split_invoices',
      splitPlanted,
      redFlags.splitGroups.map((g) => g.members),
      (g) => g.split(',').every((id) => inAnyCase.has(id)),
    );
    const splitFlaggedIds = new Set(redFlags.splitGroups.flatMap((g) => g.members.split(',')));
    const controlsFlagged = a.split_invoice_controls.filter((c) =>
      (c['invoiceIds'] as string[]).some((id) => splitFlaggedIds.has(id)),
    ).length;
    notes.push(
      `split_invoices: ${explainedGroups} flagged groups are runs of invoices planted as another kind (duplicate pairs), not counted; ${controlsFlagged} of ${a.split_invoice_controls.length} controls flagged`,
    );
    score(
      'benford_vendors',
      a.benford_vendors.map((c) => `${String(c['vendorId'])} ${String(c['companyCode'])}`),
      redFlags.benfordVendors.map((r) => r.key),
    );
    score(
      'benford_company_codes',
      a.benford_company_codes.map((c) => String(c['companyCode'])),
      redFlags.benfordCompanyCodes.map((r) => r.key),
    );
    const controlFlagged = a.benford_controls.filter((c) =>
      redFlags.benfordVendors.some((r) => r.key === `${String(c['vendorId'])} ${String(c['companyCode'])}`),
    ).length;
    notes.push(
      `benford_controls: ${controlFlagged} of ${a.benford_controls.length} log-uniform control vendors flagged`,
    );
  }

  console.log('| planted kind | planted | flagged | TP | FP | FN | precision | recall | F1 |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(r);
  console.log(
    `\nDuplicate-invoice clusters: ${clusters.size} over ${invoices.length.toLocaleString('en-US')} invoices = ` +
      `${((1000 * clusters.size) / invoices.length).toFixed(2)} per 1,000 invoices (${dupInvoices.length} rows; ` +
      [...groupBy([...clusters.keys()], clusterKind)].map(([k, v]) => `${k} ${v.length}`).join(', ') +
      ').',
  );
  console.log(
    `Also: ${checks.filter((k) => k.client_domain_match).length} vendors with an e-mail in the client domain, ` +
      `${checks.filter((k) => k.vat_id_data_quality_fail).length} VAT numbers failing jsvat (datagen writes random digits).`,
  );
  console.log('\n### Notes (misses and unplanted findings)\n');
  for (const n of notes) console.log(`- ${n}`);

  // (d) false sanctions hits on real company names that are not on the list
  {
    const names = (
      await fs.readFile(
        new URL('../packages/matching/reference/company-names/pci-vendor-names.txt', import.meta.url),
        'utf8',
      )
    )
      .split('\n')
      .filter(Boolean);
    const withContext = createSanctionsScreener(loadOfacSdn(), { contextNames: names });
    const hit = names.filter((n) => withContext.screen(n).length > 0);
    console.log('\n## (d) False sanctions hits on real, non-sanctioned company names\n');
    console.log('| names (PCI ID Repository vendors) | hit at the default threshold | rate | target |');
    console.log('|---:|---:|---:|---|');
    console.log(
      `| ${names.length.toLocaleString('en-US')} | ${hit.length} | ${((100 * hit.length) / names.length).toFixed(2)} % | ≤ 0.5 % |`,
    );
  }

  // (e) scale: the invoices six times over (other vendor ids), 10,000 list names as vendors
  const many: InvoiceRecord[] = [];
  for (let k = 0; k < 6; k++)
    for (const inv of invoices)
      many.push({
        ...inv,
        internal_invoice_id: `${inv.internal_invoice_id}#${k}`,
        vendor_id: `${inv.vendor_id}#${k}`,
      });
  const sdn = loadOfacSdn();
  const manyVendors: VendorRecord[] = sdn.slice(0, 10_000).map((e, i) => ({
    vendor_id: String(i),
    vendor_name: e.name,
    town: ['Berlin', 'London', 'Chicago'][i % 3]!,
    country: ['DE', 'GB', 'US'][i % 3]!,
    tax_id: null,
    vat_id: null,
    account_group: 'LIEF',
  }));
  const scale: [string, number, number][] = [];
  let s0 = performance.now();
  const screener = createSanctionsScreener(sdn);
  scale.push(['sanctions: index the SDN list', performance.now() - s0, 0]);
  s0 = performance.now();
  const manyDup = findDuplicateInvoices(many);
  scale.push([
    `duplicate invoices, ${many.length.toLocaleString('en-US')} invoices`,
    performance.now() - s0,
    manyDup.length,
  ]);
  s0 = performance.now();
  const manySimilar = findSimilarVendorNames(manyVendors);
  scale.push([
    `similar vendor names, ${manyVendors.length.toLocaleString('en-US')} vendors (SDN names)`,
    performance.now() - s0,
    manySimilar.length,
  ]);
  s0 = performance.now();
  const manyDupV = findDuplicateVendors(manyVendors);
  scale.push([
    `duplicate vendors, ${manyVendors.length.toLocaleString('en-US')} vendors (SDN names)`,
    performance.now() - s0,
    manyDupV.length,
  ]);
  s0 = performance.now();
  let screened = 0;
  for (const e of sdn.slice(0, 3_000)) screened += screener.screen(`${e.name} Trading`).length;
  scale.push([
    'sanctions, 3,000 names (SDN names + " Trading") against the whole list',
    performance.now() - s0,
    screened,
  ]);
  console.log('\n## (e) Scale\n');
  console.log('| run | seconds | rows answered |');
  console.log('|---|---:|---:|');
  for (const [name, ms, n] of scale)
    console.log(`| ${name} | ${seconds(ms)} | ${n.toLocaleString('en-US')} |`);
} finally {
  await fs.rm(root, { recursive: true, force: true });
}
