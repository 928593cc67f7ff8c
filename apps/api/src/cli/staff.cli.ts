import { parseArgs } from 'node:util';
import { type StaffInviteInput, StaffInviteInput as StaffInviteSchema } from '@shuttle/contracts';
import { systemClock } from '../shared/clock.ts';
import { openCommandLineRoot, runCommand } from './command-line-root.ts';

const USAGE = 'Usage: npm run staff -- add --email E --role operator|admin [--fname F] [--lname L]';

/** A command line the command cannot read: its message is the usage. */
class UsageError extends Error {
  override name = 'UsageError';
}

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
runCommand(async (config, database) => {
  const invite = readInvite(process.argv.slice(2));
  // The command sends no email: it prints the link.
  const { staffAccounts } = (await openCommandLineRoot(config, database)).services;
  const now = systemClock.now();
  const { user, link } = await database.db.transaction((tx) => staffAccounts.invite(tx, invite, now));
  console.log(`Created ${user.role} ${user.email} (id ${user.id}).`);
  console.log(`Set-password link (single use, 24 hours): ${link}`);
  return 0;
});
