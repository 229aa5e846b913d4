import type { VendorProfile } from '@spendlens/domain';
import { ProfileExceptionsTab } from '../components/ProfileExceptionsTab';
import { ProfileTransactionsTab } from '../components/ProfileTransactionsTab';
import { VendorMasterDataTab } from '../components/VendorMasterDataTab';
import type { ProfileTab } from '../types/ProfileTab';

/**
 * The tabs of the vendor profile, in order (spec 03 §2.2). The Statements tab (spec 03 §2.3) is one
 * more entry: `{ key: 'statements', title: 'Statements', Component: … }`, its component taking
 * ProfileTabProps<VendorProfile> (systemId, id = the vendor id, profile: vendor_name in profile.vendor).
 */
export const vendorProfileTabs: readonly ProfileTab<VendorProfile>[] = [
  { key: 'master_data', title: 'Master Data', Component: VendorMasterDataTab },
  { key: 'transactions', title: 'Transactions', Component: ProfileTransactionsTab },
  { key: 'exceptions', title: 'Exceptions', Component: ProfileExceptionsTab },
];
