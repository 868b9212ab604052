// Types of cluster.mjs for the TypeScript tests that start a cluster.
export interface RunningCluster {
  readonly url: string;
  readonly backends: readonly string[];
  readonly databaseUrl: string;
  stop(): Promise<void>;
}
export function startCluster(options?: {
  size?: number;
  databaseUrl?: string;
  port?: number;
  host?: string;
  env?: Record<string, string>;
  quiet?: () => boolean;
}): Promise<RunningCluster>;
