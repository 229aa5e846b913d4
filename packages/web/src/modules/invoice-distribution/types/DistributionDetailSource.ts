import type { ColumnDefinition } from '@spendlens/domain';
import type { SelectionPayload } from '../../selection/utils/selectionPayload';

/** Where the documents behind the page's numbers are read: the page's scope, source and detail columns. */
export interface DistributionDetailSource {
  scope: SelectionPayload;
  source: { module: string; analysis: string };
  columns: readonly ColumnDefinition[];
}
