import { z } from 'zod';
import {
  deleteAccountAddress,
  downloadDataExportAddress,
  getLatestDataExportAddress,
  requestDataExportAddress,
} from './addresses/data-rights.ts';
import { defineCall } from './call.ts';
import { idParam, PASSWORD_MAX_LENGTH, text, UserIdParams } from './fields.ts';
import { MESSAGES } from './messages.ts';

/**
 * A rider's rights over their own data (docs/product.md#leaving-with-their-data): a copy of
 * everything we hold about them as one zip, and the deletion of their account.
 */

export const DATA_RIGHTS_MESSAGES = {
  exportExpired:
    'This download has expired: copies of your data are kept for 24 hours. Ask for a new one on your account page.',
  exportPreparing: 'Your copy is still being prepared. We will email you as soon as it is ready.',
  passwordRequired: 'Please enter your password to delete your account',
  confirmRequired: 'Please tick the box to confirm that you want to delete your account',
  ridesAhead:
    'You have rides booked ahead. Cancel them, or wait until they are over, before deleting your account.',
  walletHoldsMoney:
    'Your wallet still holds money. Spend it, or ask support for a refund, before deleting your account.',
  accountDeleted: 'Your account was deleted. We are sorry to see you go.',
} as const;

/** How long a prepared copy can be downloaded (ADR 249). */
export const DATA_EXPORT_HOURS = 24;

export const DATA_EXPORT_STATUS = ['preparing', 'ready', 'expired'] as const;

/** POST /users/{userId}/data-export, and the latest copy of GET /users/{userId}/data-export. */
export const DataExport = z.object({
  id: z.string().uuid(),
  status: z.enum(DATA_EXPORT_STATUS),
  created_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExport>;

/** GET /users/{userId}/data-export: the latest copy asked for, or null when none was. */
export const LatestDataExport = z.object({ data: DataExport.nullable() });
export type LatestDataExport = z.infer<typeof LatestDataExport>;

/** GET /users/{userId}/data-export/{exportId}: the zip itself. */
export const DataExportParams = z.strictObject({ userId: idParam, exportId: z.string().uuid() });

/** DELETE /users/{userId}: the current password, and the box the form has ticked. */
export const DeleteAccountInput = z.strictObject({
  password: text({ error: DATA_RIGHTS_MESSAGES.passwordRequired })
    .min(1, DATA_RIGHTS_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
  confirm: z.literal(true, { error: DATA_RIGHTS_MESSAGES.confirmRequired }),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>;

/** The delete form's values: the box starts unticked. */
export const DeleteAccountForm = DeleteAccountInput.extend({
  confirm: z.boolean().refine((ticked) => ticked, DATA_RIGHTS_MESSAGES.confirmRequired),
});
export type DeleteAccountFormValues = z.input<typeof DeleteAccountForm>;

export const DeleteAccountAnswer = z.object({ message: z.string() });
export type DeleteAccountAnswer = z.infer<typeof DeleteAccountAnswer>;

export const requestDataExportCall = defineCall(requestDataExportAddress, {
  params: UserIdParams,
  answers: { 202: DataExport },
});

export const getLatestDataExportCall = defineCall(getLatestDataExportAddress, {
  params: UserIdParams,
  answers: { 200: LatestDataExport },
});

export const downloadDataExportCall = defineCall(downloadDataExportAddress, {
  params: DataExportParams,
});

export const deleteAccountCall = defineCall(deleteAccountAddress, {
  params: UserIdParams,
  body: DeleteAccountInput,
  answers: { 200: DeleteAccountAnswer },
});
