import type { DistributionLine } from '../types/DistributionTable';
import { formatDistributionLine } from '../utils/formatDistributionLine';

/** The six figure cells of a row: count, % volume, value, % value, vendors, % vendors. */
export function DistributionFigureCells({ line, currency }: { line: DistributionLine; currency: string }) {
  const t = formatDistributionLine(line, currency);
  return (
    <>
      <td className="num" data-testid="dist-count">
        {t.count}
      </td>
      <td className="num share">{t.countShare}</td>
      <td className="num" data-testid="dist-value">
        {t.value}
      </td>
      <td className="num share">{t.valueShare}</td>
      <td className="num" data-testid="dist-vendors">
        {t.vendors}
      </td>
      <td className="num share">{t.vendorsShare}</td>
    </>
  );
}
