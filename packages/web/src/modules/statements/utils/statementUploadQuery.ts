import { defaultStatementStatus } from '@spendlens/domain';
import type { StatementUploadFormValues } from './statementUploadFormSchema';

/** The vendor a statement is uploaded for. */
export interface StatementVendor {
  systemId: number;
  vendorId: string;
  vendorName: string;
}

const flag = (value: boolean) => (value ? '1' : '0');

/**
 * The query of POST statement/ (spec 03 §7) for a filled-in upload dialog: the vendor, the file's
 * type, the sender, company code/country, status, statement date, comments, and is_clean, has_grni,
 * has_credits and awaiting_review as 0/1 (awaiting_review 1 exactly when the status is "awaiting review").
 */
export function statementUploadQuery(values: StatementUploadFormValues, vendor: StatementVendor): string {
  return new URLSearchParams({
    system_id: String(vendor.systemId),
    vendor_id: vendor.vendorId,
    vendor_name: vendor.vendorName,
    file_ext: values.file.ext,
    received_from_name: values.received_from_name,
    received_from_email: values.received_from_email,
    business_unit: values.business_unit,
    status: values.status,
    statement_date: values.statement_date,
    comments: values.comments,
    is_clean: flag(values.is_clean),
    has_grni: flag(values.has_grni),
    has_credits: flag(values.has_credits),
    awaiting_review: flag(values.status === defaultStatementStatus),
  }).toString();
}
