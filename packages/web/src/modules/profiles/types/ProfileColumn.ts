import type { ColumnDefinition } from '@spendlens/domain';

/** A field or column of a profile's master data, with the canonical column it shows (`table.column`). */
export interface ProfileColumn extends ColumnDefinition {
  /** Shown as not available when the system type's source cannot fill it (profile `not_available`). */
  source: string;
}
