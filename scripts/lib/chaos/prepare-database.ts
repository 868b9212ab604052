// Migrates the database of DATABASE_URL (or DATA_DIR) and seeds a small catalog, so the chaos bench's server starts
// without seeding 200 dramas.
import { connectDatabase } from '../../../server/db/connect';
import { migrateDatabase } from '../../../server/db/migrate';
import { seedDatabase } from '../../../server/seed/seed';

const connection = await connectDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? 'memory://' });
await migrateDatabase(connection);
await seedDatabase(connection.db, { films: 20, comments: 50, media: false });
await connection.close();
