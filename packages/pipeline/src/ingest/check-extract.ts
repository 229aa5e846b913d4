import { DomainError } from '@spendlens/domain';
import { DuckDbExecutor } from '@spendlens/warehouse';
import type { ExtractLimits } from './extract-limits';
import { extractPipelines, ingestExtract, type CheckedExtract } from './ingest-extract';
import type { IngestProblem } from './problems';

export interface CheckExtractOptions {
  /** A folder holding manifest.json and the table CSVs, or a .zip of them. */
  source: string;
  /** The system type the extract is meant for (sap, ora12 …): refused when its format does not serve it. */
  systemType?: string;
  /** The system's name the extract is meant for: refused when the manifest names another (and none of `formerNames`). */
  systemName?: string;
  /** The system's former names (it was renamed): an extract naming one of them passes. */
  formerNames?: readonly string[];
  /** The common currency of the conversions checked (default EUR). */
  commonCurrency?: string;
  /** What the extract may unpack to and hold, as an ingest (default `defaultExtractLimits`). */
  limits?: ExtractLimits;
}

export type CheckExtractResult =
  | (CheckedExtract & {
      valid: true;
      /** What an ingest would publish: 'canon.invoices', … (and the format's own counts). */
      counts: Record<string, number>;
      minDate: string | null;
      maxDate: string | null;
    })
  | {
      valid: false;
      /** The ingest's sentence: 'The extract was rejected: 3 problems in 2 files. First: …'. */
      summary: string;
      /** The problems listed (at most `problemsPerFile` a file), file by file in line order. */
      problems: IngestProblem[];
      /** All problems per file, listed or not. */
      problemCounts: Record<string, number>;
    };

/** Every system type some extract format serves, in the formats' order. */
export const checkableSystemTypes: readonly string[] = extractPipelines.flatMap((p) => p.format.erps);

/**
 * check-extract: every check of an ingest (`ingestExtract` with `checkOnly`) — the format found from
 * the manifest, the files, record counts and hashes, values, keys, references, the mapping and its
 * currency conversions — on an in-memory warehouse of its own, so that nothing is loaded into any store.
 * Answers the checked files, or the problems the ingest would refuse the extract with; any other
 * failure (not the extract's) is thrown.
 */
export async function checkExtract(options: CheckExtractOptions): Promise<CheckExtractResult> {
  const warehouse = await DuckDbExecutor.open(':memory:');
  try {
    const result = await ingestExtract({
      warehouse,
      systemId: 1,
      ...(options.systemType === undefined ? {} : { systemType: options.systemType }),
      ...(options.systemName === undefined ? {} : { systemName: options.systemName }),
      ...(options.formerNames === undefined ? {} : { formerNames: options.formerNames }),
      source: options.source,
      commonCurrency: options.commonCurrency ?? 'EUR',
      limits: options.limits,
      checkOnly: true,
    });
    return {
      valid: true,
      ...result.checked!,
      counts: result.counts,
      minDate: result.minDate,
      maxDate: result.maxDate,
    };
  } catch (error) {
    if (!(error instanceof DomainError) || error.code !== 'ingest_failed') throw error;
    const details = (error.details ?? {}) as {
      problems?: IngestProblem[];
      problemCounts?: Record<string, number>;
    };
    const problems = details.problems ?? [];
    const problemCounts =
      details.problemCounts ??
      problems.reduce<Record<string, number>>((n, p) => ({ ...n, [p.file]: (n[p.file] ?? 0) + 1 }), {});
    return { valid: false, summary: error.message, problems, problemCounts };
  } finally {
    await warehouse.close();
  }
}
