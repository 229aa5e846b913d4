import { profileMessages, type CompanyCodeProfile } from '@spendlens/domain';
import type { ProfileTabProps } from '../types/ProfileTab';
import { companyCodeMasterFields } from '../utils/profileMasterColumns';
import { MasterFieldList } from './MasterFieldList';
import { ProfileCountsList } from './ProfileCountsList';

/** The company code's Master Data panel (spec 03 §3 'Company code master'), with its counts. */
export function CompanyCodeMasterDataTab({ profile }: ProfileTabProps<CompanyCodeProfile>) {
  return (
    <div data-testid="company-code-master-data">
      <ProfileCountsList counts={profile.other} />
      {profile.master ? (
        <MasterFieldList
          fields={companyCodeMasterFields}
          record={profile.master}
          notAvailable={new Set(profile.not_available)}
          translated={['company_name']}
        />
      ) : (
        <p className="text-muted" data-testid="master-data-missing">
          {profileMessages.masterDataMissing}
        </p>
      )}
    </div>
  );
}
