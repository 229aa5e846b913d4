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
  /** A flag being saved, shown with its new value until the statement is read again. */
  savingFlag?: Partial<Record<StatementFlag, boolean>> | undefined;
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
  savingFlag,
  onDraft,
  onFlag,
  onDownload,
  onDelete,
}: StatementRowProps) {
  const input = (
    field: StatementTextField,
    label: string,
    extra: Partial<Parameters<typeof StatementTextInput>[0]> = {},
  ) => (
    <StatementTextInput
      key={`${statement.filename}-${field}-${generation}`}
      initial={draft?.[field] ?? String(statement[field] ?? '')}
      label={label}
      error={errors[field]}
      onCommit={(value) => onDraft(field, value)}
      {...extra}
    />
  );
  const created = dayjs(statement.created_date);
  return (
    <tr data-testid="statement-row" data-filename={statement.filename}>
      <td style={{ maxWidth: '9rem' }}>
        <Button
          variant="link"
          size="sm"
          className="p-0 text-start text-break small"
          onClick={onDownload}
          title={`Download the statement (${statement.file_ext})`}
        >
          {statement.filename}
        </Button>
      </td>
      <td style={{ minWidth: '9.5rem' }}>
        <div className="mb-1">{input('statement_date', 'Statement date', { type: 'date' })}</div>
        {input('status', 'Status', { list: statementStatusListId })}
      </td>
      <td className="text-nowrap">
        {flags.map(({ field, label }) => (
          <Form.Check
            key={field}
            id={`${statement.filename}-${field}`}
            label={label}
            checked={savingFlag?.[field] ?? statement[field]}
            disabled={flagsBusy}
            onChange={() => onFlag(field, !statement[field])}
          />
        ))}
      </td>
      <td style={{ minWidth: '13rem' }}>
        <div className="mb-1">{input('received_from_name', 'Received from name')}</div>
        {input('received_from_email', 'Received from email', { type: 'email' })}
      </td>
      <td style={{ minWidth: '7rem' }}>{input('business_unit', 'Company Code/Country')}</td>
      <td style={{ minWidth: '12rem' }}>{input('comments', 'Comments', { multiline: true })}</td>
      <td className="small">
        <div className="text-nowrap">{created.format('DD MMM YYYY')}</div>
        <div>{created.format('HH:mm')}</div>
      </td>
      <td>
        <Button variant="outline-danger" size="sm" onClick={onDelete}>
          Delete
        </Button>
      </td>
    </tr>
  );
}
