import { statementEditQuerySchema, type VendorStatement } from '@spendlens/domain';

/** The fields of a statement edited inline and saved with Save Changes (spec 03 §4); flags save at once. */
export const statementTextFields = [
  'statement_date',
  'status',
  'received_from_name',
  'received_from_email',
  'business_unit',
  'comments',
] as const;
export type StatementTextField = (typeof statementTextFields)[number];

/** The text edits of one statement not yet saved: the field's value as typed. */
export type StatementDraft = Partial<Record<StatementTextField, string>>;
/** The drafts of a vendor's statements by filename. */
export type StatementDrafts = Readonly<Record<string, StatementDraft>>;

/** The fields of `draft` whose value (trimmed) differs from the statement's: what Save Changes sends. */
export function statementEditChanges(
  statement: VendorStatement,
  draft: StatementDraft | undefined,
): StatementDraft {
  const changes: StatementDraft = {};
  for (const field of statementTextFields) {
    const value = draft?.[field];
    if (value !== undefined && value.trim() !== String(statement[field] ?? '').trim()) changes[field] = value;
  }
  return changes;
}

/**
 * The problem of each changed field, as PATCH statement/{filename} would name it (spec 03 §5): the
 * sender's name, e-mail and company code/country cannot be emptied, the date must be a date; comments
 * may be empty.
 */
export function statementEditErrors(changes: StatementDraft): Partial<Record<StatementTextField, string>> {
  if (Object.keys(changes).length === 0) return {};
  const parsed = statementEditQuerySchema.safeParse(changes);
  const errors: Partial<Record<StatementTextField, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as StatementTextField | undefined;
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** The query of PATCH statement/{filename}?field=value for some changes. */
export function statementEditQuery(changes: StatementDraft | Record<string, boolean>): string {
  return new URLSearchParams(
    Object.entries(changes).map(([field, value]) => [field, String(value)] as [string, string]),
  ).toString();
}

/** Each statement with unsaved changes and its changes (Save Changes sends one PATCH each). */
export function pendingStatementEdits(
  statements: readonly VendorStatement[],
  drafts: StatementDrafts,
): { statement: VendorStatement; changes: StatementDraft }[] {
  return statements
    .map((statement) => ({ statement, changes: statementEditChanges(statement, drafts[statement.filename]) }))
    .filter(({ changes }) => Object.keys(changes).length > 0);
}
