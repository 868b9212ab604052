// The search worker's entry, in JavaScript: worker threads do not inherit the tsx loader of the process, so it
// registers tsx here and then loads the TypeScript worker module.
import { register } from 'tsx/esm/api';

register();
await import('./title-search.worker.ts');
