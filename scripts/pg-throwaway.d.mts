// Types of pg-throwaway.mjs for the TypeScript tests that start a throwaway PostgreSQL.
export function findBinDir(): string | null;
export function startThrowawayPostgres(): Promise<{ readonly url: string; stop(): void } | null>;
