import { parseArgs } from 'node:util';
import { type StaffInviteInput, StaffInviteInput as StaffInviteSchema } from '@shuttle/contracts';
import { openDatabase } from '@shuttle/db';
import { ConfigError, loadConfig } from '../config.ts';
import { systemClock } from '../shared/clock.ts';
import { openCommandLineRoot } from './command-line-root.ts';

const USAGE = 'Usage: npm run staff -- add --email E --role operator|admin [--fname F] [--lname L]';

class UsageError extends Error {}

/** The invitation as the command line gives it, checked by the same contract as the console's form. */
function readInvite(argv: string[]): StaffInviteInput {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      fname: { type: 'string' },
      lname: { type: 'string' },
    },
  });
  if (positionals[0] !== 'add' || positionals.length !== 1) throw new UsageError(USAGE);
  const role = values.role ?? '';
  const parsed = StaffInviteSchema.safeParse({
    email: values.email ?? '',
    role,
    // Names are optional here; the staff member can change them in their profile.
    fname: values.fname ?? 'Shuttle',
    lname: values.lname ?? (role === 'admin' ? 'Admin' : 'Operator'),
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`);
    throw new UsageError(`${problems.join('\n')}\n${USAGE}`);
  }
  return parsed.data;
}

/**
 * `npm run staff -- add --email E --role R`: creates a staff account on DATABASE_URL or the
 * embedded database (which must not be open in a running server) and prints its one-time
 * set-password link, valid for 24 hours (docs/decisions/122-staff-invitations.md).
 */
async function main(): Promise<void> {
  const invite = readInvite(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 2,
  });
  try {
    // The command sends no email: it prints the link.
    const { staffAccounts } = (await openCommandLineRoot(config, database)).services;
    const now = systemClock.now();
    const { user, link } = await database.db.transaction((tx) => staffAccounts.invite(tx, invite, now));
    console.log(`Created ${user.role} ${user.email} (id ${user.id}).`);
    console.log(`Set-password link (single use, 24 hours): ${link}`);
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const known =
      error instanceof UsageError ||
      error instanceof ConfigError ||
      (error instanceof Error && (error.name === 'DirectoryLockedError' || 'code' in error));
    console.error(known && error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
