// `npm run catalog:import -- <folder> [--dry-run]`: loads a catalog folder (README, "Catalog import").
const { register } = await import('tsx/esm/api');
register();
await import('../server/modules/admin/catalog/import/cli.ts');
