import { messages, statementStatuses, type VendorStatement } from '@spendlens/domain';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useDeleteStatement } from '../hooks/useDeleteStatement';
import { useDownloadStatement } from '../hooks/useDownloadStatement';
import { useEditStatements, type StatementEdit } from '../hooks/useEditStatements';
import { useVendorStatements } from '../hooks/useVendorStatements';
import {
  pendingStatementEdits,
  statementEditErrors,
  type StatementDrafts,
  type StatementTextField,
} from '../utils/statementEdits';
import { statementsNewestFirst } from '../utils/statementsNewestFirst';
import { DeleteStatementDialog } from './DeleteStatementDialog';
import { StatementRow, type StatementFlag } from './StatementRow';
import { statementStatusListId } from '../utils/statementStatusListId';
import { StatementUploadDialog } from './StatementUploadDialog';

const headers = [
  'File',
  'Statement Date / Status',
  'Clean / GRNI / Credits',
  'Received From (Name / Email)',
  'Company Code/Country',
  'Comments',
  'Created',
  '',
];

/**
 * The Statements tab of a vendor profile (spec 03 §2.3, §4): the vendor's uploaded statements newest
 * first, each downloadable; the clean, GRNI and credits flags save at once, the other fields are
 * edited in place and saved together with Save Changes (or dropped with Cancel); a statement is
 * deleted after a confirmation; "Upload new statement" opens the upload dialog.
 */
export function VendorStatementsTab({
  systemId,
  vendorId,
  vendorName,
}: {
  systemId: number;
  vendorId: string;
  vendorName: string;
}) {
  const statements = useVendorStatements(systemId, vendorId);
  const save = useEditStatements();
  const flag = useEditStatements();
  const remove = useDeleteStatement();
  const download = useDownloadStatement();
  const [drafts, setDrafts] = useState<StatementDrafts>({});
  // a new generation shows the statements' own values in every field (after Cancel or a save)
  const [generation, setGeneration] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<VendorStatement | null>(null);
  // a ticked flag shows its new value from the click on (the mutation reports pending a task later,
  // and the controlled box would show the old value in between) until the statements are read again;
  // the flags wait meanwhile
  const [savingFlag, setSavingFlag] = useState<StatementEdit | undefined>();

  const list = statementsNewestFirst(statements.data ?? []);
  const setFlag = (filename: string, field: StatementFlag, value: boolean) => {
    const edit = { filename, changes: { [field]: value } };
    setSavingFlag(edit);
    flag.mutate([edit], { onSettled: () => setSavingFlag(undefined) });
  };
  const pending = pendingStatementEdits(list, drafts);
  const errors = Object.fromEntries(
    pending.map(({ statement, changes }) => [statement.filename, statementEditErrors(changes)]),
  );
  const invalid = Object.values(errors).some((e) => Object.keys(e).length > 0);
  const dropDrafts = () => {
    setDrafts({});
    setGeneration((g) => g + 1);
  };
  const setDraft = (filename: string, field: StatementTextField, value: string) =>
    setDrafts((all) => ({ ...all, [filename]: { ...all[filename], [field]: value } }));

  return (
    <div data-testid="vendor-statements">
      <datalist id={statementStatusListId}>
        {statementStatuses.map((status) => (
          <option key={status} value={status} />
        ))}
      </datalist>
      <div className="d-flex flex-wrap gap-2 mb-2 align-items-center">
        <Button size="sm" onClick={() => setUploading(true)}>
          Upload new statement
        </Button>
        <Button
          size="sm"
          variant="success"
          disabled={pending.length === 0 || invalid || save.isPending}
          onClick={() =>
            save.mutate(
              pending.map(({ statement, changes }) => ({ filename: statement.filename, changes })),
              { onSuccess: dropDrafts },
            )
          }
        >
          {save.isPending ? 'Saving…' : 'Save Changes'}
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={Object.keys(drafts).length === 0 || save.isPending}
          onClick={dropDrafts}
        >
          Cancel
        </Button>
        {pending.length > 0 && (
          <span className="small text-body-secondary" data-testid="statement-unsaved">
            Unsaved changes to {pending.length} statement{pending.length === 1 ? '' : 's'}
          </span>
        )}
      </div>
      {[save, flag, download].map((action, i) =>
        action.isError ? (
          <Alert key={i} variant="danger" className="py-2" data-testid="statement-action-error">
            Error: {action.error.message}
          </Alert>
        ) : null,
      )}
      {statements.isPending && <p>{messages.loading}</p>}
      {statements.isError && <Alert variant="danger">{messages.tableLoadError}</Alert>}
      {statements.isSuccess && list.length === 0 && (
        <p data-testid="no-statements">{messages.noStatements}</p>
      )}
      {list.length > 0 && (
        <div className="table-responsive">
          <Table size="sm" bordered hover className="align-middle" data-testid="vendor-statements-table">
            <thead>
              <tr>
                {headers.map((header, i) => (
                  <th key={i} className="small">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.map((statement) => (
                <StatementRow
                  key={statement.filename}
                  statement={statement}
                  draft={drafts[statement.filename]}
                  errors={errors[statement.filename] ?? {}}
                  generation={generation}
                  flagsBusy={savingFlag !== undefined}
                  savingFlag={
                    savingFlag?.filename === statement.filename
                      ? (savingFlag.changes as Partial<Record<StatementFlag, boolean>>)
                      : undefined
                  }
                  onDraft={(field, value) => setDraft(statement.filename, field, value)}
                  onFlag={(field, value) => setFlag(statement.filename, field, value)}
                  onDownload={() => download.mutate(statement)}
                  onDelete={() => {
                    remove.reset();
                    setDeleting(statement);
                  }}
                />
              ))}
            </tbody>
          </Table>
        </div>
      )}
      {uploading && (
        <StatementUploadDialog
          vendor={{ systemId, vendorId, vendorName }}
          onClose={() => setUploading(false)}
        />
      )}
      {deleting && (
        <DeleteStatementDialog
          statement={deleting}
          busy={remove.isPending}
          error={remove.isError ? `Error: ${remove.error.message}` : undefined}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.filename, { onSuccess: () => setDeleting(null) })}
        />
      )}
    </div>
  );
}
