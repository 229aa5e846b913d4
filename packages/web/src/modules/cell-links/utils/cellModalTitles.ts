import type { CellModal } from '@spendlens/domain';

/** What a linked cell opens, for its button's title ('Vendor Profile 100234'). */
export const cellModalTitles: Readonly<Record<CellModal, string>> = {
  vendor_profile: 'Vendor Profile',
  company_code_profile: 'Company Code Profile',
};
