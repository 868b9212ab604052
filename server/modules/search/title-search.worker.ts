/* A search worker of title-search.workers.ts: builds the index over the shared arrays, then answers searches. */
import { parentPort, workerData } from 'node:worker_threads';
import { indexFromShared, type SharedIndexParts } from './title-search.workers';

const index = indexFromShared(workerData as SharedIndexParts);
parentPort!.on('message', ({ id, query, lang, limit }: { id: number; query: string; lang: string; limit: number }) => {
  parentPort!.postMessage({ id, matches: index.search(query, lang, limit) });
});
parentPort!.postMessage({ ready: true });
