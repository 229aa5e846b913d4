import { lazy, type ComponentType } from 'react';

/**
 * A component loaded with its own chunk the first time it renders (React.lazy over a named export):
 * the sign-in page does not download the shell, the pages or the chart library. A Suspense boundary
 * above it shows 'Loading...' meanwhile.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: the loader fixes them
export function lazyComponent<T extends ComponentType<any>>(load: () => Promise<T>) {
  return lazy(async () => ({ default: await load() }));
}
