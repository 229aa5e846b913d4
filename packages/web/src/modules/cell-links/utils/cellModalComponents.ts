import type { CellModal } from '@spendlens/domain';
import type { ComponentType } from 'react';
import { lazyComponent } from '../../../app/lazyComponent';
import type { CellModalProps } from '../types/CellModalProps';

const rows = lazyComponent(() =>
  import('../../profiles/components/SourceRowsModal').then((m) => m.SourceRowsModal),
);

/** The modal of each kind a cell opens (spec 03 §2.2), each loaded with its own chunk when first opened. */
export const cellModalComponents: Readonly<Record<CellModal, ComponentType<CellModalProps>>> = {
  vendor_profile: lazyComponent(() =>
    import('../../profiles/components/VendorProfileModal').then((m) => m.VendorProfileModal),
  ),
  company_code_profile: lazyComponent(() =>
    import('../../profiles/components/CompanyCodeProfileModal').then((m) => m.CompanyCodeProfileModal),
  ),
  vendor_address: lazyComponent(() =>
    import('../../profiles/components/VendorAddressModal').then((m) => m.VendorAddressModal),
  ),
  cluster_vendor_address: lazyComponent(() =>
    import('../../profiles/components/ClusterVendorAddressModal').then((m) => m.ClusterVendorAddressModal),
  ),
  // the modals made of rows of published analyses (profiles/utils/rowsModalSources.ts)
  purchase_order: rows,
  goods_receipts: rows,
  invoice_line_items: rows,
  last_activity: rows,
  vendor_company_code: rows,
  payment_term: rows,
  payment_methods: rows,
  invoice_payment_terms: rows,
  finding_case: lazyComponent(() =>
    import('../../cases/components/FindingCaseModal').then((m) => m.FindingCaseModal),
  ),
};
