export * from './schema/index.ts';
export { createDatabase, closeDatabase, LOCK_TIMEOUT, type Database, type PgPool, type PgClient } from './client.ts';
export { runMigrations, migrationsFolder, migrationState, type MigrationState } from './migrate.ts';
export { startEmbeddedPostgres, freePort, runningEmbeddedUrl, embeddedBinDir, type EmbeddedDatabase } from './embedded.ts';
export { seedDemoData, SEED_DAYS } from './seed/seed-demo-data.ts';
export { demoExperiences } from './seed/demo-experiences.ts';
export { demoCoupons } from './seed/demo-coupons.ts';
export { createTestDatabase, type TestDatabase } from './test-db.ts';
export { listenOnChannel, type ChannelListener, type ListenOptions } from './listen.ts';
