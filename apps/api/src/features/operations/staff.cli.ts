import { parseArgs } from 'node:util';
import { type StaffInviteInput, StaffInviteInput as StaffInviteSchema } from '@shuttle/contracts';
import { openDatabase } from '@shuttle/db';
import Fastify from 'fastify';
import { ConfigError, loadConfig } from '../../config.ts';
import { InProcessJobs } from '../../jobs.ts';
import { TokenService } from '../../shared/auth.ts';
import { systemClock } from '../../shared/clock.ts';
import type { Deps } from '../../shared/deps.ts';
import { createFileStore } from '../../shared/file-store.ts';
import { Lifecycle } from '../../shared/lifecycle.ts';
import { Metrics } from '../../shared/metrics.ts';
import { ServerKeys } from '../../shared/server-keys.ts';
import { AccountsService } from '../accounts/accounts.service.ts';
import { StaffAccountsService } from '../accounts/staff-accounts.service.ts';
import { AuditLogService } from '../audit-log/audit-log.service.ts';
import { WalletService } from '../wallet/wallet.service.ts';

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
  const quiet = Fastify({ logger: false }).log;
  try {
    const deps: Deps = {
      config,
      db: database.db,
      dbKind: database.kind,
      clock: systemClock,
      // The link's hash uses the keys every server process shares through the database.
      keys: await ServerKeys.open(database.db, systemClock, config.SESSION_TTL_SECONDS),
      // The command sends no email and starts no later work: it prints the link.
      kickOutbox: () => undefined,
      background: { run: () => undefined, idle: async () => undefined },
      // Nor does it touch uploads, jobs or metrics; these are here because services take Deps.
      files: createFileStore(config),
      jobs: new InProcessJobs(quiet),
      lifecycle: new Lifecycle(quiet),
      metrics: new Metrics({ processMetrics: false }),
    };
    const tokens = new TokenService(deps);
    const staffAccounts = new StaffAccountsService(
      deps,
      new AccountsService(deps, tokens, new WalletService(deps), new AuditLogService(deps)),
      tokens,
    );
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
