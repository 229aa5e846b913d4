import type { CompanyCodeProfile, VendorProfile } from '@spendlens/domain';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import type { ProfileTabProps } from '../types/ProfileTab';
import { profileEntity } from '../utils/profileEntity';
import { lastActivityList, profileLists, type ProfileList } from '../utils/profileLists';
import { amountSummaryPayload } from '../utils/profileListQuery';
import { AmountSummary } from './AmountSummary';
import { InvoiceListView } from './InvoiceListView';
import { ProfileListView } from './ProfileListView';
import { ProfileRowsTable } from './ProfileRowsTable';

/**
 * The Transactions tab of a profile (spec 03 §2.2): tabs of the vendor's (or company code's)
 * purchase orders, goods receipts, invoices and payments within the user's grant, and the last
 * activity per company code (or vendor) with the columns the system type shows.
 */
export function ProfileTransactionsTab({
  systemId,
  id,
  profile,
}: ProfileTabProps<VendorProfile | CompanyCodeProfile>) {
  const entity = profileEntity(profile);
  const plain = (list: ProfileList) => (
    <ProfileListView systemId={systemId} entity={entity} id={id} list={list}>
      {(rows, columns) => (
        <ProfileRowsTable
          systemId={systemId}
          columns={columns}
          rows={rows}
          testId="profile-rows"
          title={list.title}
        />
      )}
    </ProfileListView>
  );
  return (
    <Tabs
      defaultActiveKey={profileLists[0]!.key}
      mountOnEnter
      className="mb-2"
      data-testid="transaction-tabs"
    >
      {[...profileLists, lastActivityList].map((list) => (
        <Tab
          key={list.key}
          eventKey={list.key}
          title={list.title}
          tabAttrs={{ 'data-testid': `transactions-tab-${list.key}` } as object}
        >
          {list.key === 'invoices' ? (
            <InvoiceListView systemId={systemId} entity={entity} id={id} list={list} />
          ) : list.key === 'payments' ? (
            <>
              <AmountSummary
                title="Payments"
                testId="payment-summary"
                payload={amountSummaryPayload(systemId, list, entity, id, 'payment_id')}
              />
              {plain(list)}
            </>
          ) : (
            plain(list)
          )}
        </Tab>
      ))}
    </Tabs>
  );
}
