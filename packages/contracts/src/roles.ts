/**
 * One role per user (docs/decisions/120-roles-and-access.md). Staff means operators and
 * admins; each role has its home page in the web app. Without zod, so that the web app's role
 * checks load no schema (docs/decisions/287); `UserRole`, the schema, is in `fields.ts`.
 */
export const USER_ROLES = ['rider', 'driver', 'bus_partner', 'operator', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const STAFF_ROLES = ['operator', 'admin'] as const satisfies readonly UserRole[];
export type StaffRole = (typeof STAFF_ROLES)[number];
/** The roles an admin invites by email: staff, and drivers (docs/decisions/160). */
export const INVITABLE_ROLES = ['operator', 'admin', 'driver'] as const satisfies readonly UserRole[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];
