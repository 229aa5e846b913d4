import type { VendorStatement } from '@spendlens/domain';
import dayjs from 'dayjs';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { StatementDraft, StatementTextField } from '../utils/statementEdits';
import { statementStatusListId } from '../utils/statementStatusListId';
import { StatementTextInput } from './StatementTextInput';

/** The flags of a statement, saved as soon as they are ticked (spec 03 §4). */
export type StatementFlag = 'is_clean' | 'has_grni' | 'has_credits';
const flags: { field: StatementFlag; label: string }[] = [
  { field: 'is_clean', label: 'Clean' },
  { field: 'has_grni', label: 'GRNI' },
  { field: 'has_credits', label: 'Credits' },
];

interface StatementRowProps {
  statement: VendorStatement;
  draft: StatementDraft | undefined;
  errors: Partial<Record<StatementTextField, string>>;
  /** Changes when the drafts are dropped or saved: the fields then show the statement again. */
  generation: number;
  flagsBusy: boolean;
  onDraft(field: StatementTextField, value: string): void;
  onFlag(field: StatementFlag, value: boolean): void;
  onDownload(): void;
  onDelete(): void;
}

/** One uploaded statement of the Statements tab (spec 03 §2.3, §3 'Statement'). */
export function StatementRow({
  statement,
  draft,
  errors,
  generation,
  flagsBusy,
  onDraft,
  onFlag,
  onDownload,
  onDelete,
}: StatementRowProps) {
  const text = (
    field: StatementTextField,
    label: string,
    extra: Partial<Parameters<typeof StatementTextInput>[0]> = {},
  ) => (
    <td>
      <StatementTextInput
        key={`${statement.filename}-${field}-${generation}`}
        initial={draft?.[field] ?? String(statement[field] ?? '')}
        label={label}
        error={errors[field]}
        onCommit={(value) => onDraft(field, value)}
        {...extra}
      />
    </td>
  );
  return (
    <tr data-testid="statement-row" data-filename={statement.filename}>
      <td className="text-nowrap">
        <Button variant="link" size="sm" className="p-0" onClick={onDownload} title="Download the statement">
          {statement.filename}
        </Button>
      </td>
      {text('statement_date', 'Statement date', { type: 'date' })}
      {text('status', 'Status', { list: statementStatusListId })}
      {flags.map(({ field, label }) => (
        <td key={field} className="text-center">
          <Form.Check
            aria-label={label}
            checked={statement[field]}
            disabled={flagsBusy}
            onChange={() => onFlag(field, !statement[field])}
          />
        </td>
      ))}
      {text('received_from_name', 'Received from name')}
      {text('received_from_email', 'Received from email', { type: 'email' })}
      {text('business_unit', 'Company Code/Country')}
      {text('comments', 'Comments', { multiline: true })}
      <td className="text-nowrap">{dayjs(statement.created_date).format('DD MMM YYYY HH:mm')}</td>
      <td>
        <Button variant="outline-danger" size="sm" onClick={onDelete}>
          Delete
        </Button>
      </td>
    </tr>
  );
}
