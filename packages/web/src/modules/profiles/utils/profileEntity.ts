import type { CompanyCodeProfile, VendorProfile } from '@spendlens/domain';
import type { ProfileEntity } from './profileLists';

/** Whose profile an answer is: a vendor's (it names a vendor_id) or a company code's. */
export function profileEntity(profile: VendorProfile | CompanyCodeProfile): ProfileEntity {
  return 'vendor_id' in profile ? 'vendor' : 'company_code';
}
