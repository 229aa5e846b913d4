import type { SummaryRequestInput } from '@spendlens/domain';
import { messages } from '@spendlens/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import Modal from 'react-bootstrap/Modal';
import { ApiError } from '../../../api/apiClient';
import { fetchSummary } from '../../summary/hooks/useSummaries';
import type { TableColumn } from '../types/TableState';
import { tableCsv } from '../utils/tableCsv';
import { exportPayload } from '../utils/tablePayload';

interface CsvExportModalProps {
  lastPayload: SummaryRequestInput;
  columns: readonly TableColumn[];
  fileName: string;
  onClose(): void;
}

/**
 * The CSV export (spec 01 §4): the modal opens loading, re-sends the last query for every filtered
 * row, then offers a Download CSV link that closes it. Its query is a summary call that loads no
 * table: a 400 is the too_much_data state, any other failure the unknown state (spec 01 §8).
 */
export function CsvExportModal({ lastPayload, columns, fileName, onClose }: CsvExportModalProps) {
  const payload = useMemo(() => exportPayload(lastPayload), [lastPayload]);
  const answer = useQuery({
    queryKey: ['summary', 'export', payload],
    queryFn: ({ signal }) => fetchSummary(payload, signal),
    gcTime: 0,
  });
  const href = useMemo(() => {
    if (!answer.data && !answer.isSuccess) return undefined;
    const csv = tableCsv(columns, answer.data?.data ?? []);
    return URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  }, [answer.data, answer.isSuccess, columns]);
  useEffect(
    () => () => {
      if (href) URL.revokeObjectURL(href);
    },
    [href],
  );

  return (
    <Modal show onHide={onClose} data-testid="csv-export-modal">
      <Modal.Header closeButton>
        <Modal.Title>Download to CSV</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {answer.isError && (
          <div className="text-danger" data-testid="csv-export-error">
            {answer.error instanceof ApiError && answer.error.kind === 'too_much_data'
              ? messages.tooMuchData
              : messages.unknownError}
          </div>
        )}
        {!answer.isError && !href && <div>{messages.loading}</div>}
        {href && (
          <a
            href={href}
            download={fileName}
            className="btn btn-primary"
            onClick={() => setTimeout(onClose, 0)}
          >
            Download CSV
          </a>
        )}
      </Modal.Body>
    </Modal>
  );
}
