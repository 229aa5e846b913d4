import type { CompanyCodeEntry } from '@spendlens/domain';

/** How a company code or region reads in lists and titles: '1000 - Spendlens UK Ltd'. */
export function companyCodeLabel(entry: CompanyCodeEntry): string {
  const name = entry.company_name?.trim();
  return name && name !== entry.company_code ? `${entry.company_code} - ${name}` : entry.company_code;
}
