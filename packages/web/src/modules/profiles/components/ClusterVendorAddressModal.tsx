import { profileMessages, type ColumnDefinition } from '@spendlens/domain';
import { useMemo } from 'react';
import type { CellModalProps } from '../../cell-links/types/CellModalProps';
import { TableStateMessage } from '../../data-table/components/TableStateMessage';
import { ProfileStateMessage } from './ProfileStateMessage';
import { useSummaryRows } from '../hooks/useSummaryRows';
import { clusterRecordsPayload, clusterRowsPayload, clusterVendorRows } from '../utils/clusterVendorQuery';
import { ProfileModalFrame } from './ProfileModalFrame';
import { ProfileRowsTable } from './ProfileRowsTable';

const columns: readonly ColumnDefinition[] = [
  { name: 'vendor_id', displayName: 'Vendor ID', dataType: 'string', opens: { modal: 'vendor_profile' } },
  { name: 'vendor_name', displayName: 'Vendor Name', dataType: 'string' },
  {
    name: 'company_code',
    displayName: 'Company Code',
    dataType: 'string',
    opens: { modal: 'company_code_profile' },
  },
  { name: 'street', displayName: 'Street', dataType: 'string' },
  { name: 'town', displayName: 'Town', dataType: 'string' },
  { name: 'postcode', displayName: 'Postcode', dataType: 'string' },
  { name: 'country', displayName: 'Country', dataType: 'string' },
  {
    name: 'payment_term',
    displayName: 'Payment Term',
    dataType: 'string',
    opens: { modal: 'payment_term', key: 'payment_term' },
  },
  { name: 'payment_term_description', displayName: 'Payment Term Description', dataType: 'string' },
  { name: 'blocked', displayName: 'Blocked', dataType: 'string' },
  { name: 'deactivated', displayName: 'Deactivated', dataType: 'string' },
];

/**
 * The cluster vendor address details (spec 03 §2.2, §3): the vendors of a duplicate-vendor cluster
 * (same name, town and country) with their addresses, payment terms, and whether the vendor and/or
 * its company-code record is blocked or deactivated.
 */
export function ClusterVendorAddressModal({ systemId, cell, onHide }: CellModalProps) {
  const addresses = useSummaryRows(
    clusterRowsPayload(systemId, cell.key ?? 'vendor_name_town_country_cluster_id', cell.value),
  );
  const vendorIds = useMemo(
    () => [...new Set((addresses.data?.data ?? []).map((r) => String(r['vendor_id'])))],
    [addresses.data],
  );
  const records = useSummaryRows(
    vendorIds.length > 0 ? clusterRecordsPayload(systemId, vendorIds) : undefined,
  );
  const pending = addresses.isPending || (vendorIds.length > 0 && records.isPending);
  const failed = addresses.error ?? records.error;
  return (
    <ProfileModalFrame
      title={`Cluster Vendor Address Details > ${cell.value}`}
      testId="modal-cluster_vendor_address"
      onHide={onHide}
    >
      {pending ? (
        <TableStateMessage state="loading" />
      ) : failed ? (
        <ProfileStateMessage state="error" error={failed} />
      ) : vendorIds.length === 0 ? (
        <p className="text-muted small">{profileMessages.noRecords}</p>
      ) : (
        <ProfileRowsTable
          systemId={systemId}
          columns={columns}
          rows={clusterVendorRows(addresses.data?.data ?? [], records.data?.data ?? [])}
          testId="profile-rows"
        />
      )}
    </ProfileModalFrame>
  );
}
