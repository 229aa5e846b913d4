import { profileMessages, vendorProfileSchema } from '@spendlens/domain';
import type { CellModalProps } from '../../cell-links/types/CellModalProps';
import { useProfile } from '../hooks/useProfile';
import { vendorProfileTabs } from '../utils/vendorProfileTabs';
import { ProfileModalFrame } from './ProfileModalFrame';
import { ProfileStateMessage } from './ProfileStateMessage';
import { ProfileTabs } from './ProfileTabs';

/**
 * The vendor profile (spec 03 §2.2), opened from a cell naming a vendor: 'Vendor Profile > {id}:
 * {name}', extra large, tabs Master Data, Transactions, Exceptions (vendorProfileTabs).
 */
export function VendorProfileModal({ systemId, cell, onHide }: CellModalProps) {
  const vendorId = cell.value;
  const answer = useProfile('vendor', systemId, vendorId, vendorProfileSchema);
  const profile = answer.data?.kind === 'profile' ? answer.data.profile : undefined;
  // the row's name until the master data arrives
  const name = profile ? profile.vendor?.['vendor_name'] : (cell.row['vendor_name'] ?? undefined);
  const title = `Vendor Profile > ${vendorId}${name ? `: ${String(name)}` : ''}`;
  return (
    <ProfileModalFrame title={title} testId="vendor-profile" onHide={onHide}>
      {answer.isPending && <ProfileStateMessage state="loading" />}
      {answer.isError && <ProfileStateMessage state="error" />}
      {answer.data?.kind === 'unavailable' && (
        <ProfileStateMessage state="unavailable" text={profileMessages.vendorUnavailable(vendorId)} />
      )}
      {profile && (
        <ProfileTabs tabs={vendorProfileTabs} systemId={systemId} id={vendorId} profile={profile} />
      )}
    </ProfileModalFrame>
  );
}
