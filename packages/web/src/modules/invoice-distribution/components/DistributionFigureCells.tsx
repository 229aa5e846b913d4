import type { DistributionLine } from '../types/DistributionTable';
import { formatDistributionLine } from '../utils/formatDistributionLine';
import { DistributionFigureLink } from './DistributionFigureLink';

interface DistributionFigureCellsProps {
  line: DistributionLine;
  currency: string;
  /** Opens the row's documents; the count, value and vendor numbers are its links. */
  onOpen: (() => void) | undefined;
}

/** The six figure cells of a row: count, % volume, value, % value, vendors, % vendors. */
export function DistributionFigureCells({ line, currency, onOpen }: DistributionFigureCellsProps) {
  const t = formatDistributionLine(line, currency);
  // a row without documents has nothing to show
  const open = line.figures.count > 0 ? onOpen : undefined;
  return (
    <>
      <td className="num" data-testid="dist-count">
        <DistributionFigureLink text={t.count} onOpen={open} />
      </td>
      <td className="num share">{t.countShare}</td>
      <td className="num" data-testid="dist-value">
        <DistributionFigureLink text={t.value} onOpen={open} />
      </td>
      <td className="num share">{t.valueShare}</td>
      <td className="num" data-testid="dist-vendors">
        <DistributionFigureLink text={t.vendors} onOpen={open} />
      </td>
      <td className="num share">{t.vendorsShare}</td>
    </>
  );
}
