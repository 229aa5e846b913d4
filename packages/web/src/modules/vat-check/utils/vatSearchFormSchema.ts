import { vendorSearchTextSchema } from '@spendlens/domain';
import { z } from 'zod';

/** The search box of the VAT check page: the text GET search/:system/:searchText takes. */
export const vatSearchFormSchema = z.object({ text: vendorSearchTextSchema });
export type VatSearchFormInput = z.input<typeof vatSearchFormSchema>;
export type VatSearchFormValues = z.output<typeof vatSearchFormSchema>;
