import { profileListRows, type Row, type SummaryRequestInput } from '@spendlens/domain';
import { flagOwners } from './flagOwners';

/** The cluster's vendor address rows: every vendor of a duplicate-vendor cluster (name, town, country). */
export function clusterRowsPayload(
  systemId: number,
  clusterKey: string,
  clusterId: string,
): SummaryRequestInput {
  return {
    system_id: systemId,
    module: 'vendor_duplicates',
    analysis: 'duplicate_vendors',
    year: -1,
    qualifier: -1,
    company_code: -1,
    filter: [
      {
        clause_connector: '&',
        group_connector: '&',
        clauses: [{ col: clusterKey, op: '==', val: clusterId }],
      },
    ],
    include_columns: ['vendor_id', 'vendor_name', 'company_code', 'street', 'town', 'postcode', 'country'],
    sort: [
      { col_alias: 'vendor_id', order: 'asc' },
      { col_alias: 'company_code', order: 'asc' },
    ],
    page_number: 0,
    page_rows: profileListRows,
  };
}

/** The company-code records (terms, blocks, deletion flags) of the cluster's vendors. */
export function clusterRecordsPayload(systemId: number, vendorIds: readonly string[]): SummaryRequestInput {
  return {
    system_id: systemId,
    module: 'vendor_master_company_code',
    analysis: 'vendor_company_code',
    year: -1,
    qualifier: -1,
    company_code: -1,
    filter: [
      {
        clause_connector: '&',
        group_connector: '&',
        clauses: [{ col: 'vendor_id', op: 'isin', val: [...vendorIds] }],
      },
    ],
    include_columns: [
      'vendor_id',
      'company_code',
      'payment_term',
      'payment_term_description',
      'is_vendor_blocked',
      'is_vendor_company_code_blocked',
      'vendor_marked_for_deletion',
      'company_code_marked_for_deletion',
    ],
    page_number: 0,
    page_rows: profileListRows,
  };
}

/**
 * The rows of the cluster vendor address details (spec 03 §2.2, §3): each vendor and company code of
 * the cluster with its address, its payment term and who is blocked or deactivated ('Vendor',
 * 'Company Code' or both).
 */
export function clusterVendorRows(addresses: readonly Row[], records: readonly Row[]): Row[] {
  const record = new Map(records.map((r) => [`${r['vendor_id']}|${r['company_code']}`, r]));
  return addresses.map((a) => {
    const r = record.get(`${a['vendor_id']}|${a['company_code']}`);
    return {
      ...a,
      payment_term: r?.['payment_term'] ?? null,
      payment_term_description: r?.['payment_term_description'] ?? null,
      blocked: flagOwners(r?.['is_vendor_blocked'], r?.['is_vendor_company_code_blocked']),
      deactivated: flagOwners(r?.['vendor_marked_for_deletion'], r?.['company_code_marked_for_deletion']),
    };
  });
}
