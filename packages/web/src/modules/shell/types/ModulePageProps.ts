import type { ModuleDefinition, ModulePage } from '@spendlens/domain';

/** What the shell hands an analysis page: its module and page entries of the display configuration. */
export interface ModulePageProps {
  module: ModuleDefinition;
  page: ModulePage;
}
