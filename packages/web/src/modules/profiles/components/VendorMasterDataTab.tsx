import { profileMessages, type VendorProfile } from '@spendlens/domain';
import type { ProfileTabProps } from '../types/ProfileTab';
import {
  vendorBankColumns,
  vendorCompanyCodeColumns,
  vendorEmailColumns,
  vendorMasterFields,
  vendorPurchasingOrgColumns,
} from '../utils/profileMasterColumns';
import { MasterFieldList } from './MasterFieldList';
import { ProfileCountsList } from './ProfileCountsList';
import { ProfileRecordTable } from './ProfileRecordTable';

/**
 * The vendor's Master Data panel (spec 03 §2.2, §3): the counts, the vendor master (the name's
 * translation when hovered), then its company code records, purchasing organisation records, e-mail
 * addresses with their check, and bank details. A field or column the system type's source cannot
 * fill shows 'not available'.
 */
export function VendorMasterDataTab({ systemId, profile }: ProfileTabProps<VendorProfile>) {
  const notAvailable = new Set(profile.not_available);
  return (
    <div data-testid="vendor-master-data">
      <ProfileCountsList counts={profile.other} />
      {profile.vendor ? (
        <MasterFieldList
          fields={vendorMasterFields}
          record={profile.vendor}
          notAvailable={notAvailable}
          translated={['vendor_name', 'vendor_name_2']}
        />
      ) : (
        <p className="text-muted" data-testid="master-data-missing">
          {profileMessages.masterDataMissing}
        </p>
      )}
      {[
        {
          title: 'Company Codes',
          testId: 'vendor-company-codes',
          columns: vendorCompanyCodeColumns,
          rows: profile.company_codes,
        },
        {
          title: 'Purchasing Organisations',
          testId: 'vendor-purchasing-orgs',
          columns: vendorPurchasingOrgColumns,
          rows: profile.purchasing_orgs,
        },
        {
          title: 'E-mail Addresses',
          testId: 'vendor-emails',
          columns: vendorEmailColumns,
          rows: profile.emails,
        },
        {
          title: 'Bank Details',
          testId: 'vendor-bank-details',
          columns: vendorBankColumns,
          rows: profile.bank_details,
        },
      ].map((list) => (
        <ProfileRecordTable key={list.testId} {...list} systemId={systemId} notAvailable={notAvailable} />
      ))}
    </div>
  );
}
