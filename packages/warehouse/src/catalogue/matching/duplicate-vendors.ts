import type { AnalysisDefinition } from '../../catalogue-types';
import { vendorBlockedSql } from '../shared-sql';
import { vendorCompanyCodeSql } from './vendor-scope-sql';

/**
 * Duplicate vendors (spec 02 'Vendor duplicates: name and address, tax id, VAT no. clusters'): every
 * vendor in at least one duplicate cluster, with its three cluster ids, scores and same-account-group
 * flags, the values as compared (normalised) and the evidence. The page's three views filter on a
 * non-blank cluster id of their kind and group by it.
 */
export const duplicateVendors: AnalysisDefinition = {
  module: 'vendor_duplicates',
  analysis: 'duplicate_vendors',
  displayName: 'Duplicate Vendors',
  description:
    'Vendors that appear to be the same supplier: same name, town and country (allowing legal-form and spelling variants), same tax id, or same VAT number.',
  sql: `
WITH scope AS (${vendorCompanyCodeSql})
SELECT
  d.system_id::INTEGER AS system_id,
  s.company_code::VARCHAR AS company_code,
  d.vendor_id::VARCHAR AS vendor_id,
  v.vendor_name::VARCHAR AS vendor_name,
  v.account_group::VARCHAR AS account_group,
  v.street::VARCHAR AS street,
  v.town::VARCHAR AS town,
  v.postcode::VARCHAR AS postcode,
  v.country::VARCHAR AS country,
  v.tax_id::VARCHAR AS tax_id,
  v.vat_id::VARCHAR AS vat_id,
  v.created_date::DATE AS created_date,
  ${vendorBlockedSql}::BOOLEAN AS is_blocked,
  coalesce(v.marked_for_deletion, false)::BOOLEAN AS marked_for_deletion,
  s.is_vendor_company_code_blocked::BOOLEAN AS is_vendor_company_code_blocked,
  d.vendor_name_town_country_cluster_id::VARCHAR AS vendor_name_town_country_cluster_id,
  d.vendor_name_town_country_cluster_id_score::DOUBLE AS vendor_name_town_country_cluster_id_score,
  d.vendor_name_town_country_cluster_id_same_account_groups::BOOLEAN AS vendor_name_town_country_cluster_id_same_account_groups,
  d.ven_dup_match_type::VARCHAR AS ven_dup_match_type,
  d.tax_id_cluster_id::VARCHAR AS tax_id_cluster_id,
  d.tax_id_cluster_id_score::DOUBLE AS tax_id_cluster_id_score,
  d.tax_id_cluster_id_same_account_groups::BOOLEAN AS tax_id_cluster_id_same_account_groups,
  d.vat_id_cluster_id::VARCHAR AS vat_id_cluster_id,
  d.vat_id_cluster_id_score::DOUBLE AS vat_id_cluster_id_score,
  d.vat_id_cluster_id_same_account_groups::BOOLEAN AS vat_id_cluster_id_same_account_groups,
  d.normalised_name::VARCHAR AS normalised_name,
  d.normalised_town::VARCHAR AS normalised_town,
  d.tax_id_normalised::VARCHAR AS tax_id_normalised,
  d.vat_id_normalised::VARCHAR AS vat_id_normalised,
  d.evidence::VARCHAR AS evidence
FROM canon.duplicate_vendors d
JOIN scope s ON s.vendor_id = d.vendor_id
LEFT JOIN canon.vendors v ON v.system_id = d.system_id AND v.vendor_id = d.vendor_id
WHERE d.system_id = $system_id
  AND (d.vendor_name_town_country_cluster_id IS NOT NULL OR d.tax_id_cluster_id IS NOT NULL OR d.vat_id_cluster_id IS NOT NULL)`,
  columns: [
    { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
    { name: 'vendor_id', displayName: 'Vendor ID', dataType: 'string' },
    { name: 'vendor_name', displayName: 'Vendor Name', dataType: 'string' },
    { name: 'account_group', displayName: 'Account Group', dataType: 'string' },
    { name: 'street', displayName: 'Street', dataType: 'string' },
    { name: 'town', displayName: 'Town', dataType: 'string' },
    { name: 'postcode', displayName: 'Postcode', dataType: 'string' },
    { name: 'country', displayName: 'Country', dataType: 'string' },
    { name: 'tax_id', displayName: 'Tax ID', dataType: 'string' },
    { name: 'vat_id', displayName: 'VAT No.', dataType: 'string' },
    { name: 'created_date', displayName: 'Created Date', dataType: 'date' },
    { name: 'is_blocked', displayName: 'Blocked', dataType: 'yesno' },
    { name: 'marked_for_deletion', displayName: 'Marked for Deletion', dataType: 'yesno' },
    { name: 'is_vendor_company_code_blocked', displayName: 'Blocked in Company Code', dataType: 'yesno' },
    {
      name: 'vendor_name_town_country_cluster_id',
      displayName: 'Name & Address Cluster',
      dataType: 'string',
    },
    {
      name: 'vendor_name_town_country_cluster_id_score',
      displayName: 'Name & Address Score',
      dataType: 'number',
    },
    {
      name: 'vendor_name_town_country_cluster_id_same_account_groups',
      displayName: 'Name & Address: Same Account Group',
      dataType: 'yesno',
    },
    { name: 'ven_dup_match_type', displayName: 'Match Type', dataType: 'string' },
    { name: 'tax_id_cluster_id', displayName: 'Tax ID Cluster', dataType: 'string' },
    { name: 'tax_id_cluster_id_score', displayName: 'Tax ID Score', dataType: 'number' },
    {
      name: 'tax_id_cluster_id_same_account_groups',
      displayName: 'Tax ID: Same Account Group',
      dataType: 'yesno',
    },
    { name: 'vat_id_cluster_id', displayName: 'VAT No. Cluster', dataType: 'string' },
    { name: 'vat_id_cluster_id_score', displayName: 'VAT No. Score', dataType: 'number' },
    {
      name: 'vat_id_cluster_id_same_account_groups',
      displayName: 'VAT No.: Same Account Group',
      dataType: 'yesno',
    },
    { name: 'normalised_name', displayName: 'Name Compared', dataType: 'string' },
    { name: 'normalised_town', displayName: 'Town Compared', dataType: 'string' },
    { name: 'tax_id_normalised', displayName: 'Tax ID Compared', dataType: 'string' },
    { name: 'vat_id_normalised', displayName: 'VAT No. Compared', dataType: 'string' },
    { name: 'evidence', displayName: 'Why', dataType: 'string', format: 'long_text' },
  ],
  dateColumn: 'created_date',
  accountGroupColumn: 'account_group',
  companyCodeColumn: 'company_code',
  page: {
    module: 'vendors',
    moduleDisplayName: 'Vendors',
    name: 'duplicates',
    displayName: 'Duplicate Vendors',
  },
  display: {
    defaultView: 'summary',
    allDatesOnly: true,
    summaryTable: {
      viewByList: [
        { name: 'vendor_name_town_country_cluster_id', displayName: 'Name and Address' },
        { name: 'tax_id_cluster_id', displayName: 'Tax ID' },
        { name: 'vat_id_cluster_id', displayName: 'VAT No.' },
      ],
      aggregate: [
        {
          col: 'vendor_id',
          fn: 'nunique',
          alias: 'number_of_vendors',
          displayName: 'No. of Vendors',
          dataType: 'number',
        },
        {
          col: 'vendor_name',
          fn: 'min',
          alias: 'vendor_name',
          displayName: 'Vendor Name',
          dataType: 'string',
        },
      ],
      sortField: 'number_of_vendors',
    },
    helpAlert: {
      text: 'Vendors are clustered when their names, towns and countries agree after normalisation (legal forms such as GmbH or Ltd, case, accents and punctuation ignored; a small spelling difference in name or town is marked fuzzy_name or fuzzy_town), or when they share a tax id or a VAT number. Each row shows the values as compared, the score and why it was clustered.',
      variant: 'info',
    },
  },
  finding: {
    kind: 'duplicate_vendor',
    // the cluster (tax number first, then VAT id, then name and town), by its lowest vendor id
    key: [
      'min(vendor_id) OVER (PARTITION BY coalesce(tax_id_cluster_id, vat_id_cluster_id, vendor_name_town_country_cluster_id))',
    ],
    evidence: [
      "list_sort(list_distinct(list(vendor_id || ' ' || coalesce(vendor_name, '') || ' ' || coalesce(tax_id, '') || ' ' || coalesce(vat_id, '')) OVER (PARTITION BY coalesce(tax_id_cluster_id, vat_id_cluster_id, vendor_name_town_country_cluster_id))))",
    ],
    label: "'Duplicate vendor ' || vendor_id || ': ' || coalesce(vendor_name, '')",
  },
  exception: { condition: 'true', weight: 5 },
};
