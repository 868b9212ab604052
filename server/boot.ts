import type { ServerContext } from './context';
import { composeServer } from './composition';
import { connectDatabase, type ConnectOptions, type DatabaseConnection } from './db/connect';
import { migrateDatabase } from './db/migrate';
import type { ServerInfrastructure } from './infrastructure';

/**
 * The start-up steps every server context goes through, written once for main.ts and the test contexts: connect,
 * migrate, make the rest of the infrastructure over the migrated database (main.ts also seeds there), then compose
 * the parts the running server holds (server/composition.ts).
 */
export async function bootContext<I extends ServerInfrastructure>(
  options: ConnectOptions,
  infrastructure: (connection: DatabaseConnection) => Promise<Omit<I, 'db'>> | Omit<I, 'db'>,
): Promise<{ ctx: I & ServerContext; connection: DatabaseConnection }> {
  const connection = await connectDatabase(options);
  await migrateDatabase(connection);
  const rest = await infrastructure(connection);
  const ctx = composeServer({ ...rest, db: connection.db } as I);
  return { ctx, connection };
}
