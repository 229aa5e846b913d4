import { DomainError } from '@spendlens/domain';
import { ingestSapExtract, type IngestResult } from '@spendlens/pipeline';
import type { DuckDbExecutor } from '@spendlens/warehouse';
import type { AppStore } from '../app-store/open-app-store';

export interface IngestService {
  /** Ingests an extract (folder or .zip) into a system and publishes it; the extraction log follows each stage. */
  ingest(systemId: number, source: string): Promise<IngestResult>;
}

/**
 * One ingest at a time per process: DuckDB admits one writer, and a publish replaces a system's rows
 * in one transaction. The system registry (dates) is updated once the publish has committed.
 */
export function createIngestService(deps: { store: AppStore; warehouse: DuckDbExecutor; clock: () => Date }): IngestService {
  const { store, warehouse, clock } = deps;
  let queue: Promise<unknown> = Promise.resolve();

  async function run(systemId: number, source: string): Promise<IngestResult> {
    const system = await store.selectFrom('systems').selectAll().where('id', '=', systemId).executeTakeFirst();
    if (!system) throw new DomainError('not_found', `Unknown system: ${systemId}`);
    const writes: Promise<unknown>[] = [];
    const onStatus = (status: string, detail?: string) => {
      writes.push(
        store
          .insertInto('extract_log')
          .values({ system_id: systemId, created: clock(), status, detail: detail?.slice(0, 4000) ?? null })
          .execute(),
      );
    };
    try {
      const result = await ingestSapExtract({ warehouse, systemId, source, commonCurrency: system.currency, onStatus });
      await store
        .updateTable('systems')
        .set({ last_analysis_date: clock().toISOString().slice(0, 10), min_date: result.minDate, max_date: result.maxDate })
        .where('id', '=', systemId)
        .execute();
      return result;
    } finally {
      await Promise.allSettled(writes);
    }
  }

  return {
    ingest(systemId, source) {
      const next = queue.then(() => run(systemId, source));
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
