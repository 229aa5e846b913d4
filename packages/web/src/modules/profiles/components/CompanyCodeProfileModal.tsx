import { companyCodeProfileSchema, profileMessages } from '@spendlens/domain';
import type { CellModalProps } from '../../cell-links/types/CellModalProps';
import { useProfile } from '../hooks/useProfile';
import { companyCodeProfileTabs } from '../utils/companyCodeProfileTabs';
import { ProfileModalFrame } from './ProfileModalFrame';
import { ProfileStateMessage } from './ProfileStateMessage';
import { ProfileTabs } from './ProfileTabs';

/**
 * The company code profile (spec 03 §2.2), opened from a cell naming a company code: 'Company Code
 * Profile > {id}', extra large, tabs Master Data, Transactions, Exceptions (no Statements).
 */
export function CompanyCodeProfileModal({ systemId, cell, onHide }: CellModalProps) {
  const code = cell.value;
  const answer = useProfile('company_code', systemId, code, companyCodeProfileSchema);
  return (
    <ProfileModalFrame title={`Company Code Profile > ${code}`} testId="company-code-profile" onHide={onHide}>
      {answer.isPending && <ProfileStateMessage state="loading" />}
      {answer.isError && <ProfileStateMessage state="error" />}
      {answer.data?.kind === 'unavailable' && (
        <ProfileStateMessage state="unavailable" text={profileMessages.companyCodeUnavailable(code)} />
      )}
      {answer.data?.kind === 'profile' && (
        <ProfileTabs
          tabs={companyCodeProfileTabs}
          systemId={systemId}
          id={code}
          profile={answer.data.profile}
        />
      )}
    </ProfileModalFrame>
  );
}
