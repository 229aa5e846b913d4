import type { CellModal } from '@spendlens/domain';
import type { ComponentType } from 'react';
import { lazyComponent } from '../../../app/lazyComponent';
import type { CellModalProps } from '../types/CellModalProps';

/** The modal of each kind a cell opens (spec 03 §2.2), each loaded with its own chunk when first opened. */
export const cellModalComponents: Readonly<Record<CellModal, ComponentType<CellModalProps>>> = {
  vendor_profile: lazyComponent(() =>
    import('../../profiles/components/VendorProfileModal').then((m) => m.VendorProfileModal),
  ),
  company_code_profile: lazyComponent(() =>
    import('../../profiles/components/CompanyCodeProfileModal').then((m) => m.CompanyCodeProfileModal),
  ),
};
