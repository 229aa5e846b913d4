import type { ComponentType } from 'react';
import { InvoiceDistributionPage } from '../../invoice-distribution/components/InvoiceDistributionPage';
import type { ModulePageProps } from '../types/ModulePageProps';

/** The analysis pages built so far, by route 'module/page'; configured pages not listed here show No Match. */
export const pageComponents: Record<string, ComponentType<ModulePageProps>> = {
  'invoices/invoice_distribution': InvoiceDistributionPage,
};
