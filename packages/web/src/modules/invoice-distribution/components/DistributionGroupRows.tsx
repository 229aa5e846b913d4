import { Icon } from '../../shell/components/Icon';
import type { DistributionGroup } from '../types/DistributionTable';
import type { DistributionDetail } from '../utils/distributionDetail';
import { DistributionFigureCells } from './DistributionFigureCells';

interface DistributionGroupRowsProps {
  group: DistributionGroup;
  currency: string;
  expanded: boolean;
  onToggle(): void;
  onOpenDetail(detail: DistributionDetail): void;
}

/** A document-type row that expands into its value-range rows; their numbers open their documents. */
export function DistributionGroupRows({
  group,
  currency,
  expanded,
  onToggle,
  onOpenDetail,
}: DistributionGroupRowsProps) {
  const binsId = `dist-bins-${group.type}`;
  return (
    <tbody className={`dist-group dist-group-${group.type === 'TOTAL' ? 'total' : 'type'}`}>
      <tr className="dist-group-row" data-testid={`dist-row-${group.type}`}>
        <th scope="row">
          <button
            type="button"
            className="dist-toggle"
            aria-expanded={expanded}
            aria-controls={binsId}
            aria-label={`${expanded ? 'Hide' : 'Show'} value ranges of ${group.label}`}
            onClick={onToggle}
          >
            <Icon name="chevron" size={14} className={`dist-chevron ${expanded ? 'open' : ''}`} />
          </button>
          <span>{group.label}</span>
        </th>
        <DistributionFigureCells
          line={group}
          currency={currency}
          onOpen={() => onOpenDetail({ type: group.type, label: group.label })}
        />
      </tr>
      {expanded &&
        group.bins.map((bin, index) => (
          <tr
            key={bin.label}
            id={index === 0 ? binsId : undefined}
            className="dist-bin-row"
            data-testid={`dist-bin-${group.type}-${index}`}
          >
            <th scope="row" className="fw-normal">
              {bin.label}
            </th>
            <DistributionFigureCells
              line={bin}
              currency={currency}
              onOpen={() => onOpenDetail({ type: group.type, label: group.label, bin: bin.label })}
            />
          </tr>
        ))}
    </tbody>
  );
}
