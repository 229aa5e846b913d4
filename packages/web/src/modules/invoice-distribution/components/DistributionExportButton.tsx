import Button from 'react-bootstrap/Button';
import { Icon } from '../../shell/components/Icon';
import { downloadTextFile } from '../../export/utils/downloadTextFile';
import type { DistributionTableModel } from '../types/DistributionTable';
import { distributionCsv, distributionCsvFileName } from '../utils/distributionCsv';

interface DistributionExportButtonProps {
  model: DistributionTableModel | undefined;
  currency: string;
  systemName: string;
  dateRangeName: string;
}

/** Export: downloads the table as CSV. */
export function DistributionExportButton({
  model,
  currency,
  systemName,
  dateRangeName,
}: DistributionExportButtonProps) {
  const disabled = !model || model.isEmpty;
  return (
    <Button
      variant="outline-primary"
      size="sm"
      disabled={disabled}
      onClick={() =>
        model &&
        downloadTextFile(distributionCsvFileName(systemName, dateRangeName), distributionCsv(model, currency))
      }
      data-testid="dist-export"
    >
      <Icon name="download" size={16} className="me-1" />
      Export
    </Button>
  );
}
