import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildPgliteTemplate,
  buildPostgresTemplate,
  dropPostgresDatabase,
  type TestDatabaseTarget,
} from '@shuttle/db/testing/test-database';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTarget;
  }
}

/** Builds one migrated template per run; every test file then gets its own copy. */
export default async function setup(project: TestProject) {
  // The project's `env` reaches its test workers, not this process: read it from the config.
  if (project.config.env?.TEST_DB_KIND === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DATABASE_URL is needed for the Postgres tier.');
    const template = await buildPostgresTemplate(serverUrl);
    project.provide('testDatabase', { kind: 'postgres', source: serverUrl, template });
    return () => dropPostgresDatabase(serverUrl, template);
  }
  const path = join(tmpdir(), `shuttle-template-${process.pid}-${Date.now()}.tar`);
  await writeFile(path, Buffer.from(await (await buildPgliteTemplate()).arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', source: path });
  return undefined;
}
