import type { VendorProfile } from '@spendlens/domain';
import { ProfileExceptionsTab } from '../components/ProfileExceptionsTab';
import { ProfileTransactionsTab } from '../components/ProfileTransactionsTab';
import { VendorMasterDataTab } from '../components/VendorMasterDataTab';
import { VendorStatementsProfileTab } from '../components/VendorStatementsProfileTab';
import type { ProfileTab } from '../types/ProfileTab';

/** The tabs of the vendor profile, in order (spec 03 §2.2; the Statements tab: §2.3). */
export const vendorProfileTabs: readonly ProfileTab<VendorProfile>[] = [
  { key: 'master_data', title: 'Master Data', Component: VendorMasterDataTab },
  { key: 'transactions', title: 'Transactions', Component: ProfileTransactionsTab },
  { key: 'exceptions', title: 'Exceptions', Component: ProfileExceptionsTab },
  { key: 'statements', title: 'Statements', Component: VendorStatementsProfileTab },
];
