import type { CompanyCodeProfile } from '@spendlens/domain';
import { CompanyCodeMasterDataTab } from '../components/CompanyCodeMasterDataTab';
import { ProfileExceptionsTab } from '../components/ProfileExceptionsTab';
import { ProfileTransactionsTab } from '../components/ProfileTransactionsTab';
import type { ProfileTab } from '../types/ProfileTab';

/** The tabs of the company code profile, in order (spec 03 §2.2: no Statements). */
export const companyCodeProfileTabs: readonly ProfileTab<CompanyCodeProfile>[] = [
  { key: 'master_data', title: 'Master Data', Component: CompanyCodeMasterDataTab },
  { key: 'transactions', title: 'Transactions', Component: ProfileTransactionsTab },
  { key: 'exceptions', title: 'Exceptions', Component: ProfileExceptionsTab },
];
