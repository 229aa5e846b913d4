import type { Executor } from '@spendlens/warehouse';
import type { StagedTable } from '../ingest/check-references';
import type { ProblemList } from '../ingest/problems';
import type { StagingArea } from '../ingest/staging-area';

/** What a format's → canonical mapping works with. Its SQL binds `$1` = system id, `$2` = common currency. */
export interface MappingContext {
  warehouse: Executor;
  staging: StagingArea;
  systemId: number;
  commonCurrency: string;
  /** The staged tables of the extract, by table name. */
  staged: ReadonlyMap<string, StagedTable>;
  problems: ProblemList;
}

/** The staging table of raw source table `name` (one the extract holds). */
export const raw = (ctx: MappingContext, name: string): string => ctx.staged.get(name)!.from;

/** The staging table that receives canonical table `name` (same columns as `canon.<name>`). */
export const out = (ctx: MappingContext, name: string): string => ctx.staging.table(`out_${name}`);

/** A work table of the mapping. */
export const work = (ctx: MappingContext, name: string): string => ctx.staging.table(`w_${name}`);
