import { profileMessages, vendorProfileSchema } from '@spendlens/domain';
import type { CellModalProps } from '../../cell-links/types/CellModalProps';
import { useProfile } from '../hooks/useProfile';
import { vendorMasterFields } from '../utils/profileMasterColumns';
import { MasterFieldList } from './MasterFieldList';
import { ProfileModalFrame } from './ProfileModalFrame';
import { ProfileStateMessage } from './ProfileStateMessage';

const addressFields = [
  'vendor_id',
  'vendor_name',
  'vendor_name_2',
  'street',
  'postcode',
  'town',
  'country',
  'tax_id',
  'vat_id',
];

/** The vendor address details (spec 03 §2.2): the vendor master's name and address, from its profile. */
export function VendorAddressModal({ systemId, cell, onHide }: CellModalProps) {
  const vendorId = cell.context['vendor_id'] ?? cell.value;
  const answer = useProfile('vendor', systemId, vendorId, vendorProfileSchema);
  const profile = answer.data?.kind === 'profile' ? answer.data.profile : undefined;
  return (
    <ProfileModalFrame
      title={`Vendor Address Details > ${vendorId}`}
      testId="modal-vendor_address"
      onHide={onHide}
    >
      {answer.isPending && <ProfileStateMessage state="loading" />}
      {answer.isError && <ProfileStateMessage state="error" />}
      {answer.data?.kind === 'unavailable' && (
        <ProfileStateMessage state="unavailable" text={profileMessages.vendorUnavailable(vendorId)} />
      )}
      {profile &&
        (profile.vendor ? (
          <MasterFieldList
            fields={vendorMasterFields.filter((f) => addressFields.includes(f.name))}
            record={profile.vendor}
            notAvailable={new Set(profile.not_available)}
            translated={['vendor_name']}
          />
        ) : (
          <p className="text-muted">{profileMessages.masterDataMissing}</p>
        ))}
    </ProfileModalFrame>
  );
}
