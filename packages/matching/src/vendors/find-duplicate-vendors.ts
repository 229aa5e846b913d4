import { jaroWinkler } from '../similarity/jaro-winkler';
import { normaliseCompanyName, type NormalisedName } from '../text/normalise-company-name';
import { UnionFind } from '../union-find';
import { normaliseTown } from './find-similar-vendor-names';
import { defaultDuplicateVendorTownThreshold } from './same-place';
import { normaliseTaxId, normaliseVatId } from './normalise-ids';
import { similarNamePairs } from './vendor-name-pairs';
import type { VendorRecord } from './vendor-record';

/** One vendor in at least one duplicate cluster, with each cluster's id, score and evidence. */
export interface DuplicateVendorRow {
  vendor_id: string;
  normalised_name: string;
  normalised_town: string;
  vendor_name_town_country_cluster_id: string | null;
  vendor_name_town_country_cluster_id_score: number | null;
  vendor_name_town_country_cluster_id_same_account_groups: boolean | null;
  /** null for an exact name+town+country match. */
  ven_dup_match_type: 'fuzzy_name' | 'fuzzy_town' | null;
  tax_id_normalised: string | null;
  tax_id_cluster_id: string | null;
  tax_id_cluster_id_score: number | null;
  tax_id_cluster_id_same_account_groups: boolean | null;
  vat_id_normalised: string | null;
  vat_id_cluster_id: string | null;
  vat_id_cluster_id_score: number | null;
  vat_id_cluster_id_same_account_groups: boolean | null;
  /** Why, in words: each cluster's rule, the values compared, score and threshold. */
  evidence: string;
}

export interface DuplicateVendorOptions {
  /** Name score (scoreVendorNames) for a fuzzy_name link in the same town; default 90. */
  nameThreshold?: number;
  /** Jaro-Winkler (0–100) of the towns for a fuzzy_town link of the same name; default 85. */
  townThreshold?: number;
}

export const defaultDuplicateVendorNameThreshold = 90;
export { defaultDuplicateVendorTownThreshold };

interface Link {
  a: number;
  b: number;
  score: number;
  type: 'exact' | 'fuzzy_name' | 'fuzzy_town';
}

interface Cluster {
  id: string;
  score: number;
  same: boolean;
}

function sameAccountGroups(vendors: readonly VendorRecord[], members: readonly number[]): boolean {
  return new Set(members.map((i) => vendors[i]!.account_group ?? '')).size === 1;
}

/** Clusters of equal non-empty keys: cluster id `<prefix>:<smallest vendor id>`, score 100. */
function keyClusters(
  vendors: readonly VendorRecord[],
  keys: readonly string[],
  prefix: string,
): Map<number, Cluster> {
  const groups = new Map<string, number[]>();
  keys.forEach((k, i) => {
    if (k === '') return;
    const g = groups.get(k);
    if (g) g.push(i);
    else groups.set(k, [i]);
  });
  const out = new Map<number, Cluster>();
  for (const members of groups.values()) {
    if (new Set(members.map((i) => vendors[i]!.vendor_id)).size < 2) continue;
    const id = `${prefix}:${members.map((i) => vendors[i]!.vendor_id).sort()[0]}`;
    const same = sameAccountGroups(vendors, members);
    for (const i of members) out.set(i, { id, score: 100, same });
  }
  return out;
}

/**
 * Duplicate vendors, three independent clusterings (README):
 * - name+town+country: the same core name (legal forms aside, 100; 95 when only the legal forms
 *   differ) in the same normalised town and country; fuzzy_name — names scoring ≥ 90 in the same town
 *   and country; fuzzy_town — the same core name in the same country, towns with Jaro-Winkler ≥ 85;
 *   links joined transitively, the cluster's score its weakest link;
 * - tax id: the same normalised tax number (tax_id or tax_id_2), score 100;
 * - VAT id: the same normalised VAT number (country prefix added when missing), score 100.
 * Answers only the vendors in at least one cluster.
 */
export function findDuplicateVendors(
  vendors: readonly VendorRecord[],
  options: DuplicateVendorOptions = {},
): DuplicateVendorRow[] {
  const nameThreshold = options.nameThreshold ?? defaultDuplicateVendorNameThreshold;
  const townThreshold = options.townThreshold ?? defaultDuplicateVendorTownThreshold;
  const names: NormalisedName[] = vendors.map((v) => normaliseCompanyName(v.vendor_name ?? ''));
  const towns = vendors.map((v) => normaliseTown(v.town));
  const countries = vendors.map((v) => (v.country ?? '').trim().toUpperCase());
  const cores = names.map((n) => (n.core || n.canonical).replaceAll(' ', ''));

  const links: Link[] = [];
  const byCoreCountry = new Map<string, number[]>();
  cores.forEach((core, i) => {
    if (core === '') return;
    const key = `${core}\u0000${countries[i]}`;
    const g = byCoreCountry.get(key);
    if (g) g.push(i);
    else byCoreCountry.set(key, [i]);
  });
  for (const members of byCoreCountry.values())
    for (let x = 0; x < members.length; x++)
      for (let y = x + 1; y < members.length; y++) {
        const a = members[x]!;
        const b = members[y]!;
        if (towns[a] === towns[b]) {
          const sameForm =
            names[a]!.canonical.replaceAll(' ', '') === names[b]!.canonical.replaceAll(' ', '');
          links.push({ a, b, score: sameForm ? 100 : 95, type: 'exact' });
        } else {
          const jw = Math.round(jaroWinkler(towns[a]!, towns[b]!) * 1000) / 10;
          if (jw >= townThreshold) links.push({ a, b, score: jw, type: 'fuzzy_town' });
        }
      }
  // fuzzy_name links only join vendors of one town and country: compare names within those groups
  const byTownCountry = new Map<string, number[]>();
  towns.forEach((town, i) => {
    const key = `${town}\u0000${countries[i]}`;
    const g = byTownCountry.get(key);
    if (g) g.push(i);
    else byTownCountry.set(key, [i]);
  });
  for (const members of byTownCountry.values()) {
    if (members.length < 2) continue;
    const pairs = similarNamePairs(
      members.map((i) => names[i]!),
      nameThreshold,
    );
    for (const { i, j, score } of pairs) {
      if (score.rule === 'exact-normalised') continue;
      links.push({ a: members[i]!, b: members[j]!, score: score.score, type: 'fuzzy_name' });
    }
  }

  const uf = new UnionFind(vendors.length);
  const bestType = new Map<number, Link>();
  for (const link of links) {
    uf.union(link.a, link.b);
    for (const i of [link.a, link.b]) {
      const cur = bestType.get(i);
      if (!cur || link.score > cur.score) bestType.set(i, link);
    }
  }
  const groups = new Map<number, number[]>();
  for (const i of bestType.keys()) {
    const r = uf.find(i);
    const g = groups.get(r);
    if (g) g.push(i);
    else groups.set(r, [i]);
  }
  const weakest = new Map<number, number>();
  for (const link of links) {
    const r = uf.find(link.a);
    weakest.set(r, Math.min(weakest.get(r) ?? 100, link.score));
  }
  const nameClusters = new Map<number, Cluster>();
  for (const [root, members] of groups) {
    const id = `VN:${members.map((i) => vendors[i]!.vendor_id).sort()[0]}`;
    const same = sameAccountGroups(vendors, members);
    for (const i of members) nameClusters.set(i, { id, score: weakest.get(root)!, same });
  }
  const taxIds = vendors.map((v) => normaliseTaxId(v.tax_id));
  const taxIds2 = vendors.map((v) => normaliseTaxId(v.tax_id_2));
  const taxClusters = keyClusters(vendors, taxIds, 'TX');
  const taxClusters2 = keyClusters(vendors, taxIds2, 'TX2');
  const vatIds = vendors.map((v) => normaliseVatId(v.vat_id, v.country));
  const vatClusters = keyClusters(vendors, vatIds, 'VAT');

  const out: DuplicateVendorRow[] = [];
  vendors.forEach((v, i) => {
    const n = nameClusters.get(i);
    const t = taxClusters.get(i) ?? taxClusters2.get(i);
    const tv = taxClusters.get(i) || !taxClusters2.get(i) ? taxIds[i]! : taxIds2[i]!;
    const vat = vatClusters.get(i);
    if (!n && !t && !vat) return;
    const link = bestType.get(i);
    const evidence: string[] = [];
    if (n && link) {
      const other = link.a === i ? link.b : link.a;
      const what =
        link.type === 'exact'
          ? `same name '${names[i]!.core}' in ${towns[i]} ${countries[i]}`
          : link.type === 'fuzzy_name'
            ? `name '${names[i]!.canonical}' ~ '${names[other]!.canonical}' in ${towns[i]} ${countries[i]}`
            : `same name '${names[i]!.core}', town '${towns[i]}' ~ '${towns[other]}' (${countries[i]})`;
      const limit =
        link.type === 'fuzzy_name' ? nameThreshold : link.type === 'fuzzy_town' ? townThreshold : 100;
      evidence.push(
        `name+town+country ${link.type} with ${vendors[other]!.vendor_id}: ${what}; score ${link.score} (threshold ${limit})`,
      );
    }
    if (t) evidence.push(`same tax id ${tv}; score 100`);
    if (vat) evidence.push(`same VAT id ${vatIds[i]}; score 100`);
    out.push({
      vendor_id: v.vendor_id,
      normalised_name: names[i]!.canonical,
      normalised_town: towns[i]!,
      vendor_name_town_country_cluster_id: n?.id ?? null,
      vendor_name_town_country_cluster_id_score: n?.score ?? null,
      vendor_name_town_country_cluster_id_same_account_groups: n?.same ?? null,
      ven_dup_match_type: n && link && link.type !== 'exact' ? link.type : null,
      tax_id_normalised: tv || null,
      tax_id_cluster_id: t?.id ?? null,
      tax_id_cluster_id_score: t?.score ?? null,
      tax_id_cluster_id_same_account_groups: t?.same ?? null,
      vat_id_normalised: vatIds[i] || null,
      vat_id_cluster_id: vat?.id ?? null,
      vat_id_cluster_id_score: vat?.score ?? null,
      vat_id_cluster_id_same_account_groups: vat?.same ?? null,
      evidence: evidence.join(' | '),
    });
  });
  return out.sort((a, b) => a.vendor_id.localeCompare(b.vendor_id));
}
