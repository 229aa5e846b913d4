import type { AppStore } from '../app-store/open-app-store';

/** One error of a cause chain as it is kept: never shown to a caller, only to an administrator. */
export interface ErrorLink {
  name: string;
  message: string;
  stack?: string;
}

/** An internal error kept under its reference (`npm run cli -- admin error <reference>`). */
export interface InternalErrorEntry {
  reference: string;
  created: Date;
  /** What failed: 'POST /api_prd/extracts/3', 'ingest into system SAP-DEMO (id 3)', … */
  context: string;
  /** The sentence the caller was given. */
  message: string;
  causes: ErrorLink[];
}

/** The error and its causes, outermost first (at most ten). */
export function errorChain(error: unknown): ErrorLink[] {
  const chain: ErrorLink[] = [];
  for (let e: unknown = error; e !== undefined && e !== null && chain.length < 10;) {
    if (e instanceof Error) {
      chain.push({ name: e.name, message: e.message, ...(e.stack ? { stack: e.stack } : {}) });
      e = e.cause;
    } else {
      chain.push({ name: typeof e, message: String(e) });
      break;
    }
  }
  return chain;
}

export interface InternalErrorLog {
  /**
   * Keeps an internal error under its reference, with its cause, in the app store (the first record
   * of a reference wins). Never throws: a failure to keep it must not change what the caller is told.
   */
  record(entry: { reference: string; context: string; message: string; cause: unknown }): Promise<void>;
  /** The error kept under `reference`, if any. */
  find(reference: string): Promise<InternalErrorEntry | undefined>;
}

export function createInternalErrorLog(deps: {
  store: AppStore;
  clock: () => Date;
  /** Told when an error cannot be kept (the store failed). */
  onStoreFailure?: (reference: string, error: unknown) => void;
}): InternalErrorLog {
  const { store, clock, onStoreFailure } = deps;
  return {
    async record({ reference, context, message, cause }) {
      try {
        await store
          .insertInto('internal_errors')
          .values({
            reference,
            created: clock(),
            context: context.slice(0, 1000),
            message: message.slice(0, 4000),
            causes: JSON.stringify(errorChain(cause)),
          })
          .onConflict((oc) => oc.column('reference').doNothing())
          .execute();
      } catch (error) {
        onStoreFailure?.(reference, error);
      }
    },

    async find(reference) {
      const row = await store
        .selectFrom('internal_errors')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirst();
      return row && { ...row, created: new Date(row.created) };
    },
  };
}
