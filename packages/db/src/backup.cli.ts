import { BackupError, backupDataDir, restoreDataDir } from './backup.ts';

/**
 * `npm run backup [-- folder]` and `npm run restore -- folder`, for the embedded database in
 * DATA_DIR (default ./.data). With DATABASE_URL set it names the pg_dump command instead.
 */
function main(): void {
  const [command, folder] = process.argv.slice(2);
  const dataDir = process.env.DATA_DIR ?? './.data';
  if (process.env.DATABASE_URL) {
    throw new BackupError(
      'DATABASE_URL is set: back Postgres up with pg_dump, for example\n' +
        '  pg_dump --format=custom --file=shuttle-$(date -u +%Y%m%dT%H%M%SZ).dump "$DATABASE_URL"\n' +
        'and restore with pg_restore --clean --if-exists --dbname="$DATABASE_URL" FILE.dump',
    );
  }
  if (command === 'backup') {
    const destination = folder ?? `backups/shuttle-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    const parts = backupDataDir(dataDir, destination);
    console.log(`Backed up ${parts.join(' and ')} of ${dataDir} into ${destination}`);
    return;
  }
  if (command === 'restore' && folder) {
    const parts = restoreDataDir(folder, dataDir);
    console.log(`Restored ${parts.join(' and ')} from ${folder} into ${dataDir}`);
    return;
  }
  throw new BackupError('Usage: npm run backup [-- FOLDER]  |  npm run restore -- FOLDER');
}

try {
  main();
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
