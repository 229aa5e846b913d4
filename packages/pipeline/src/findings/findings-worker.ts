/**
 * The findings worker thread: for each FindingsInput it receives (one at a time), answers its step
 * timings as they end and then the rows (or the error's message). The thread is kept for the next
 * ingest (derive-findings.ts), with the SDN list's index built once. Started through
 * findings-worker.mjs, which registers the TypeScript loader in the thread.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort } from 'node:worker_threads';
import { computeFindings, type FindingsInput } from './compute-findings';

export type FindingsWorkerMessage =
  | { kind: 'step'; step: string; seconds: number }
  | { kind: 'rows'; rows: [string, Record<string, unknown>[]][] }
  | { kind: 'error'; message: string; stack?: string };

/**
 * A full garbage collection between the steps: a step leaves most of what it allocated as garbage
 * (the sanctions step some 200 MiB at 1M invoice lines), which V8 would otherwise keep while the
 * publish beside it fills DuckDB's buffers — the ingest's peak RSS (bench/ingest.ts).
 */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const port = parentPort!;
port.on('message', (input: FindingsInput) => {
  const post = (message: FindingsWorkerMessage): void => port.postMessage(message);
  try {
    const rows = computeFindings(input, (step, seconds) => {
      collectGarbage();
      post({ kind: 'step', step, seconds });
    });
    post({ kind: 'rows', rows: [...rows] });
    // what the run allocated is garbage once this turn ends: freed before the thread waits for the
    // next ingest
    setImmediate(collectGarbage);
  } catch (error) {
    post({
      kind: 'error',
      message: error instanceof Error ? error.message : String(error),
      ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
    });
  }
});
