/**
 * When `onStep` is set (by `bench/ingest.ts --trace`), it receives how long each step of an ingest
 * took: the mapping steps, each findings step and each published table.
 */
export const ingestTracer: { onStep: ((step: string, seconds: number) => void) | null } = {
  onStep: null,
};

/** Runs `work` and reports its duration as `step` to the tracer, if one listens. */
export async function traced<T>(step: string, work: () => Promise<T>): Promise<T> {
  if (!ingestTracer.onStep) return work();
  const started = performance.now();
  const result = await work();
  ingestTracer.onStep(step, (performance.now() - started) / 1000);
  return result;
}
