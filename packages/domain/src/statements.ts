import { z } from 'zod';
import { messages } from './messages';

/** The file types a vendor statement may be (spec 03 §3). */
export const statementFileExts = ['pdf', 'xlsx', 'docx'] as const;
export type StatementFileExt = (typeof statementFileExts)[number];

/** The status a new upload gets unless it names one (spec 03 §4; any other text may be chosen). */
export const defaultStatementStatus = 'awaiting review';
/** The statuses the spec names; the status is free text, these are only the usual ones. */
export const statementStatuses = ['awaiting review', 'review in progress', 'review completed'] as const;

const trueForms: readonly unknown[] = [true, 'True', 'true', 1, '1'];
const falseForms: readonly unknown[] = [false, 'False', 'false', 0, '0'];

/** A boolean flag (spec 03 §5): true, "True", "true", 1 or "1"; false, "False", "false", 0 or "0". */
export function statementFlag(name: string) {
  return z
    .union([z.boolean(), z.number(), z.string()], { error: `${name} must be true or false` })
    .refine((v) => trueForms.includes(v) || falseForms.includes(v), {
      message: `${name} must be true or false: true, "True", "true", 1 or "1" (false, "False", "false", 0 or "0")`,
    })
    .transform((v) => trueForms.includes(v))
    .describe(`${name}: true, "True", "true", 1 or "1"; false, "False", "false", 0 or "0"`);
}

/** A calendar date YYYY-MM-DD (a date-time is cut to its date). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 2999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);
const emailAddress = (message: string) =>
  z.string({ error: message }).trim().max(254, message).email(message);
const statementDate = z
  .string({ error: messages.statementDateRequired })
  .trim()
  .refine(isCalendarDate, messages.statementDateRequired)
  .transform((text) => text.slice(0, 10))
  .describe('the statement’s date, YYYY-MM-DD');
const statementStatus = z
  .string()
  .trim()
  .min(1, 'status cannot be empty')
  .max(100, 'At most 100 characters')
  .describe(
    `free text; usually ${statementStatuses.map((s) => `"${s}"`).join(', ')}; a new upload gets "${defaultStatementStatus}"`,
  );
const comments = z.string().trim().max(2000, 'At most 2000 characters').describe('optional comments');
const vendorId = z
  .union([z.string(), z.number()], { error: 'vendor_id is required' })
  .transform(String)
  .pipe(z.string().trim().min(1, 'vendor_id is required').max(100, 'At most 100 characters'));
const systemId = z.coerce
  .number({ error: 'system_id is required' })
  .int('system_id must be a system id')
  .positive('system_id must be a system id');

/**
 * The query of POST statement/ (spec 03 §7), the file being the body. Fields in the order of the
 * spec's messages (§5), so the first problem named is the one the upload dialog shows first.
 */
export const statementUploadQuerySchema = z
  .object({
    received_from_name: required(messages.statementSentFromNameRequired, 200).describe(
      'name of whoever sent the statement (required)',
    ),
    received_from_email: emailAddress(messages.statementSentFromEmailInvalid).describe(
      'their e-mail address (required)',
    ),
    business_unit: required(messages.statementBusinessUnitRequired, 100).describe(
      'company code or country the statement is for (required)',
    ),
    statement_date: statementDate,
    system_id: systemId.describe('the system of the vendor; one of the user’s'),
    vendor_id: vendorId.describe('the vendor, as in the system’s vendor master'),
    vendor_name: z
      .string()
      .trim()
      .max(300)
      .optional()
      .describe('informational: the vendor master’s name is stored when the vendor has one'),
    file_ext: z
      .string({ error: 'file_ext must be pdf, xlsx or docx' })
      .trim()
      .toLowerCase()
      .transform((ext) => ext.replace(/^\./, ''))
      .pipe(z.enum(statementFileExts, { error: 'file_ext must be pdf, xlsx or docx' }))
      .describe('pdf, xlsx or docx; the body must be a file of that type (its first bytes are checked)'),
    status: statementStatus.default(defaultStatementStatus),
    comments: comments.default(''),
    is_clean: statementFlag('is_clean').default(false),
    has_grni: statementFlag('has_grni').default(false),
    has_credits: statementFlag('has_credits').default(false),
    awaiting_review: statementFlag('awaiting_review')
      .optional()
      .describe(
        'true: the status is "awaiting review" (the default); refused with a status naming another one',
      ),
  })
  .strict();
export type StatementUpload = z.infer<typeof statementUploadQuerySchema>;

/** The fields PATCH statement/{filename} may change (spec 03 §5 inline edits). */
export const statementEditableFields = [
  'received_from_name',
  'received_from_email',
  'business_unit',
  'comments',
  'status',
  'statement_date',
  'is_clean',
  'has_grni',
  'has_credits',
] as const;

/** The query of PATCH statement/{filename}?field=value: one or more fields; name, e-mail and company code/country cannot be emptied. */
export const statementEditQuerySchema = z
  .object({
    received_from_name: required(messages.statementSentFromNameRequired, 200).optional(),
    received_from_email: emailAddress(messages.statementReceivedFromEmailInvalid).optional(),
    business_unit: required(messages.statementBusinessUnitRequired, 100).optional(),
    comments: comments.optional(),
    status: statementStatus.optional(),
    statement_date: statementDate.optional(),
    is_clean: statementFlag('is_clean').optional(),
    has_grni: statementFlag('has_grni').optional(),
    has_credits: statementFlag('has_credits').optional(),
  })
  .strict()
  .refine((edit) => Object.values(edit).some((v) => v !== undefined), {
    message: `Nothing to change: give one or more of ${statementEditableFields.join(', ')}`,
  });
export type StatementEdit = z.infer<typeof statementEditQuerySchema>;

/** The filename of a statement: the name the server gave it (never a client's path). */
export const statementFilenameSchema = z
  .string()
  .regex(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|xlsx|docx)$/,
    'Unknown statement',
  )
  .describe('the filename the upload answered');

/** One vendor of a statement request. */
export const vendorRequestItemSchema = z.object({
  vendor_id: vendorId,
  system_id: systemId,
});
const vendorRequestList = z.array(vendorRequestItemSchema).min(1, 'Select one or more vendors').max(10_000);

/** Body of POST statement/vendor_request?action=…: `{data: [{vendor_id, system_id}]}` (a bare list is taken too). */
export const vendorRequestBodySchema = z.union([z.object({ data: vendorRequestList }), vendorRequestList]);
export type VendorRequestItem = z.infer<typeof vendorRequestItemSchema>;

export const vendorRequestQuerySchema = z.object({
  format: z.enum(['json']).default('json').describe('json'),
  action: z
    .enum(['upsert', 'delete'])
    .optional()
    .describe(
      'upsert: mark the vendors as requested today; delete: remove their requests (only when every one has one)',
    ),
  validate: statementFlag('validate')
    .optional()
    .describe(
      'true: the body is a CSV (text/csv) with the columns vendor_id and system_id, answered with whether each vendor exists',
    ),
});

export const statementSearchQuerySchema = z.object({
  vendor_id: vendorId.describe('the vendor whose statements are listed'),
  system_id: systemId.optional().describe('only this system; default every system of the user'),
});

/** A vendor statement as the statement calls answer it. Dates ISO-8601; statement_date YYYY-MM-DD. */
export interface VendorStatement {
  filename: string;
  file_ext: StatementFileExt;
  created_date: string;
  statement_date: string;
  status: string;
  is_clean: boolean;
  has_grni: boolean;
  has_credits: boolean;
  received_from_name: string;
  received_from_email: string;
  business_unit: string;
  comments: string;
  /** When the vendor's statement was last requested (POST statement/vendor_request), or null. */
  statement_request_date: string | null;
  vendor_id: string;
  system_id: number;
  vendor_name: string | null;
  size_bytes: number;
  uploaded_by: string | null;
  updated_date: string | null;
  updated_by: string | null;
}

/** The columns include_supplier_statements adds to the summary rows that carry a vendor_id. */
export const supplierStatementColumns = [
  'statement_request_date',
  'statement_count',
  'statement_date',
  'statement_status',
  'statement_is_clean',
  'statement_has_grni',
  'statement_has_credits',
  'statement_filename',
  'statement_created_date',
] as const;
