import type { AnalysisColumn } from '../../catalogue-types';

/** The company-code and vendor columns every purchasing row carries (from `masterJoinsSql`). */
export const masterColumns: readonly AnalysisColumn[] = [
  { name: 'company_code', displayName: 'Company Code', dataType: 'string' },
  { name: 'company_name', displayName: 'Company Name', dataType: 'string' },
  { name: 'vendor_id', displayName: 'Vendor ID', dataType: 'string' },
  { name: 'vendor_name', displayName: 'Vendor Name', dataType: 'string' },
  { name: 'account_group', displayName: 'Account Group', dataType: 'string' },
];

/** The SELECT list of `masterColumns`, given the row's company-code and vendor expressions. */
export const masterSelectSql = (companyCode: string, vendorId: string): string => `
  ${companyCode}::VARCHAR AS company_code,
  cc.company_name::VARCHAR AS company_name,
  ${vendorId}::VARCHAR AS vendor_id,
  v.vendor_name::VARCHAR AS vendor_name,
  v.account_group::VARCHAR AS account_group,`;

/** The published summary views most purchasing pages offer. */
export const vendorViewBy = { name: 'vendor_id', displayName: 'Vendor' } as const;
export const companyCodeViewBy = { name: 'company_code', displayName: 'Company Code' } as const;
