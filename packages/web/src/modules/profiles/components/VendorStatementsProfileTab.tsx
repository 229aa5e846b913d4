import type { VendorProfile } from '@spendlens/domain';
import { VendorStatementsTab } from '../../statements/components/VendorStatementsTab';
import type { ProfileTabProps } from '../types/ProfileTab';

/** The vendor profile's Statements tab (spec 03 §2.3): the vendor's statements, as on the statements list. */
export function VendorStatementsProfileTab({ systemId, id, profile }: ProfileTabProps<VendorProfile>) {
  const name = profile.vendor?.['vendor_name'];
  return (
    <VendorStatementsTab systemId={systemId} vendorId={id} vendorName={name == null ? '' : String(name)} />
  );
}
