// The findings worker's entry: worker threads do not inherit the TypeScript loader of the process
// (tsx), so the thread registers it before loading the worker's own module.
import { register } from 'tsx/esm/api';

register();
await import('./findings-worker.ts');
