import { messages } from '@spendlens/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { DataErrorAlert } from '../../summary/components/DataErrorAlert';
import { LoadingMessage } from '../../shell/components/LoadingMessage';
import { useLoginLog } from '../hooks/useLoginLog';
import { loginLogPageRows } from '../utils/loginLogPayload';
import { LoginLogTable } from './LoginLogTable';

/** One page of the Login Log with previous and next. */
export function LoginLogView({ systemId }: { systemId: number }) {
  const [page, setPage] = useState(0);
  const log = useLoginLog(systemId, page);
  if (log.error) return <DataErrorAlert error={log.error} view="table" />;
  if (!log.data) return <LoadingMessage />;
  const answer = log.data[0];
  if (!answer || answer.data.length === 0) return <p>{messages.noResults}</p>;
  const pages = Math.max(1, Math.ceil(answer.meta.subset_row_count / loginLogPageRows));
  return (
    <>
      <LoginLogTable rows={answer.data} />
      <div className="d-flex align-items-center gap-2">
        <Button size="sm" variant="outline-secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <span className="small">
          Page {page + 1} of {pages} ({answer.meta.subset_row_count} sign-ins)
        </span>
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={page + 1 >= pages}
          onClick={() => setPage(page + 1)}
        >
          Next
        </Button>
      </div>
    </>
  );
}
