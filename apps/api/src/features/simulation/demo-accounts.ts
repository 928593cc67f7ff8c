import type { SessionUser } from '@shuttle/contracts';
import type { Deps } from '../../shared/deps.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { StaffAccountsService } from '../accounts/staff-accounts.service.ts';

/**
 * The demo's people (docs/decisions/276): one account for every role, printed at start and
 * offered on the sign-in page, and the riders and drivers the simulation plays. All are made
 * through the product's own services, as an admin's invitation or a rider's sign-up makes
 * them, and never twice: an email that has an account is left as it is. The demo only: the
 * production server never imports this module.
 */
export const DEMO_ROLES = ['rider', 'driver', 'operator', 'admin', 'bus_partner'] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];

/** Every demo account's password: the demo is public, and says so. */
export const DEMO_PASSWORD = 'lagos-demo-day';
const DEMO_DOMAIN = 'demo.shuttle.ng';
const LAGOS_CITY_ID = 1;
/** The address the demo's own sign-ups and sign-ins are counted under. */
export const DEMO_CLIENT_ADDRESS = '127.0.0.1';

export interface DemoPerson {
  email: string;
  fname: string;
  lname: string;
  phone: string;
  role: DemoRole;
}

/** The five accounts a visitor signs in as ("Try the demo as ..."). */
export const DEMO_ACCOUNTS: Record<DemoRole, DemoPerson> = {
  rider: person('rider', 'Adaeze', 'Okafor', 'rider'),
  driver: person('driver', 'Tunde', 'Bakare', 'driver'),
  operator: person('operator', 'Ngozi', 'Eze', 'operator'),
  admin: person('admin', 'Femi', 'Adeyemi', 'admin'),
  bus_partner: person('partner', 'Bola', 'Transport', 'bus_partner'),
};

const RIDER_NAMES = [
  ['Chidi', 'Nwosu'],
  ['Funke', 'Adebayo'],
  ['Emeka', 'Obi'],
  ['Aisha', 'Bello'],
  ['Segun', 'Ogunleye'],
  ['Kemi', 'Alade'],
  ['Ifeanyi', 'Umeh'],
  ['Zainab', 'Yusuf'],
  ['Tobi', 'Akinola'],
  ['Halima', 'Sani'],
  ['Uche', 'Eze'],
  ['Bisi', 'Ajayi'],
] as const;
const DRIVER_NAMES = [
  ['Musa', 'Ibrahim'],
  ['Kunle', 'Adewale'],
  ['Sunday', 'Okon'],
  ['Yemi', 'Olatunji'],
  ['Gbenga', 'Oyelaran'],
  ['Ibrahim', 'Lawal'],
  ['Chinedu', 'Okeke'],
  ['Rotimi', 'Fashola'],
  ['Dayo', 'Afolabi'],
] as const;

/** The riders the simulation books for, besides the rider a visitor signs in as. */
export const DEMO_RIDERS: DemoPerson[] = RIDER_NAMES.map(([fname, lname], index) =>
  person(`rider${index + 1}`, fname, lname, 'rider'),
);
/** The drivers of the demo's buses, besides the driver a visitor signs in as. */
export const DEMO_DRIVERS: DemoPerson[] = DRIVER_NAMES.map(([fname, lname], index) =>
  person(`driver${index + 1}`, fname, lname, 'driver'),
);

function person(local: string, fname: string, lname: string, role: DemoRole): DemoPerson {
  // Lagos mobile numbers, one per account, so that none of them is anybody's.
  const number = String(1000 + local.length * 97 + [...local].reduce((sum, c) => sum + c.charCodeAt(0), 0));
  return { email: `${local}@${DEMO_DOMAIN}`, fname, lname, phone: `+23480${number.padStart(8, '0')}`, role };
}

interface AccountServices {
  accounts: AccountsService;
  staffAccounts: StaffAccountsService;
}

/** The account of `who`, made on first use; its user id. */
export async function ensureDemoAccount(
  deps: Pick<Deps, 'db' | 'clock'>,
  services: AccountServices,
  who: DemoPerson,
): Promise<number> {
  const existing = await services.accounts.findByEmail(deps.db, who.email);
  if (existing) return existing.id;
  try {
    return await createDemoAccount(deps, services, who);
  } catch (error) {
    // Made meanwhile by another caller (the start's announcement and the simulation's first tick).
    const made = await services.accounts.findByEmail(deps.db, who.email);
    if (made) return made.id;
    throw error;
  }
}

async function createDemoAccount(
  deps: Pick<Deps, 'db' | 'clock'>,
  services: AccountServices,
  who: DemoPerson,
): Promise<number> {
  if (who.role === 'rider') {
    const signedUp = await services.accounts.register(
      {
        fname: who.fname,
        lname: who.lname,
        email: who.email,
        phone: who.phone,
        city_id: LAGOS_CITY_ID,
        password: DEMO_PASSWORD,
      },
      DEMO_CLIENT_ADDRESS,
    );
    // The demo's riders have proved their email, as a rider does with the emailed code.
    await deps.db.transaction((tx) => services.accounts.markVerified(tx, signedUp.id, deps.clock.now()));
    return signedUp.id;
  }
  // Staff are invited, drivers and bus partners accepted from an application: either way the
  // account comes with a set-password link, which the demo uses at once with its password.
  const now = deps.clock.now();
  const { link } = await deps.db.transaction((tx) =>
    who.role === 'driver' || who.role === 'bus_partner'
      ? services.staffAccounts.openRoleAccount(
          tx,
          { email: who.email, fname: who.fname, lname: who.lname, phone: who.phone, role: who.role },
          now,
        )
      : services.staffAccounts.invite(
          tx,
          { email: who.email, fname: who.fname, lname: who.lname, role: who.role },
          now,
        ),
  );
  const token = new URL(link).pathname.split('/').at(-1) ?? '';
  const session = await services.staffAccounts.setPassword(token, DEMO_PASSWORD);
  return session.id;
}

/** The five accounts of `DEMO_ACCOUNTS`, in order; their ids by role. */
export async function ensureDemoAccounts(
  deps: Pick<Deps, 'db' | 'clock'>,
  services: AccountServices,
): Promise<Record<DemoRole, number>> {
  const ids = {} as Record<DemoRole, number>;
  for (const role of DEMO_ROLES) ids[role] = await ensureDemoAccount(deps, services, DEMO_ACCOUNTS[role]);
  return ids;
}

/** Signs in as the demo account of `role` through the product's own login; made first if needed. */
export async function demoSession(
  deps: Pick<Deps, 'db' | 'clock'>,
  services: AccountServices,
  role: DemoRole,
  clientAddress: string,
): Promise<SessionUser> {
  await ensureDemoAccount(deps, services, DEMO_ACCOUNTS[role]);
  return services.accounts.login(
    { email: DEMO_ACCOUNTS[role].email, password: DEMO_PASSWORD },
    clientAddress,
  );
}

/** The lines printed at start: who to sign in as. */
export function demoAccountsText(publicUrl: string): string {
  const width = Math.max(...DEMO_ROLES.map((role) => DEMO_ACCOUNTS[role].email.length));
  const lines = DEMO_ROLES.map(
    (role) => `  ${DEMO_ACCOUNTS[role].email.padEnd(width)}  ${role.replace('_', ' ')}`,
  );
  return [
    `Demo accounts (password for each: ${DEMO_PASSWORD}), or "Try the demo as" on ${new URL('/login', publicUrl)}:`,
    ...lines,
  ].join('\n');
}
