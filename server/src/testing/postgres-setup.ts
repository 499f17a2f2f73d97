import { afterAll } from 'vitest';
import { dropTestDatabases } from './test-database';

// Each test file's PostgreSQL databases are dropped once it ends (test-database.ts).
afterAll(() => dropTestDatabases());
