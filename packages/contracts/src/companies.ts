import { z } from 'zod';
import {
  addCompanyMemberAddress,
  createCompanyAddress,
  fundCompanyAddress,
  getCompaniesAddress,
  getCompanyAddress,
  getCompanyMembersAddress,
  getCompanySpendingAddress,
  removeCompanyMemberAddress,
  setMemberAllowanceAddress,
} from './addresses/companies.ts';
import { defineCall } from './call.ts';
import { emailField, nameField, requiredIdempotencyKeyHeader, text } from './fields.ts';
import { PageMeta } from './lists.ts';
import { MESSAGES } from './messages.ts';
import { AllowanceInput, CompanyFundingInput } from './wallet.ts';

/**
 * Companies in the operators' console (docs/decisions/187-promo-codes-and-companies.md):
 * `/v1/ops/companies/...`. A company has one wallet, members (riders whose account belongs to
 * it) and each member's allowance (docs/decisions/032-company-allowances.md).
 */

const companyId = z.number().int().positive().max(2_147_483_647);

export const COMPANY_MESSAGES = {
  nameRequired: 'Enter the company name.',
  memberWho: 'Give the email address of the person to add, or pick an existing rider.',
  nameForInvite: 'A new member needs a first and last name for their account.',
} as const;

export const CompanyInput = z.strictObject({
  name: text({ error: COMPANY_MESSAGES.nameRequired })
    .trim()
    .min(2, COMPANY_MESSAGES.nameRequired)
    .max(120, 'The name is at most 120 characters.'),
});
export type CompanyInput = z.infer<typeof CompanyInput>;

export const Company = z.object({
  id: z.number().int(),
  name: z.string(),
  balance_kobo: z.number().int(),
  member_count: z.number().int(),
  created_at: z.string(),
});
export type Company = z.infer<typeof Company>;

export const CompaniesQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  q: text().trim().max(100).optional(),
});
export type CompaniesQuery = z.infer<typeof CompaniesQuery>;
export const CompanyList = z.object({ data: z.array(Company), meta: PageMeta });
export type CompanyList = z.infer<typeof CompanyList>;

export const CompanyParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const CompanyMemberParams = CompanyParams.extend({
  userId: z.coerce.number().int().positive().max(2_147_483_647),
});

/**
 * POST /ops/companies/{id}/members: an existing rider by `user_id`, or anyone by `email`. An
 * email with no account gets a rider account in the company and an emailed link to choose a
 * password (then `fname` and `lname` are needed); an email of a rider adds that rider.
 */
export const CompanyMemberInput = z
  .strictObject({
    user_id: companyId.optional(),
    email: emailField.optional(),
    fname: nameField(MESSAGES.fnameRequired).optional(),
    lname: nameField(MESSAGES.lnameRequired).optional(),
  })
  .refine((input) => (input.user_id === undefined) !== (input.email === undefined), {
    message: COMPANY_MESSAGES.memberWho,
    path: ['email'],
  });
export type CompanyMemberInput = z.infer<typeof CompanyMemberInput>;

export const CompanyMemberQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type CompanyMemberQuery = z.infer<typeof CompanyMemberQuery>;

export const CompanyMember = z.object({
  user_id: z.number().int(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  /** Invited members have not chosen their password yet. */
  status: z.enum(['invited', 'active']),
  /** null: no allowance, so the member cannot spend company money yet. */
  allowance_kobo: z.number().int().nullable(),
  allowance_period: z.enum(['week', 'month']).nullable(),
  allowance_spent_kobo: z.number().int(),
  allowance_left_kobo: z.number().int(),
});
export type CompanyMember = z.infer<typeof CompanyMember>;
export const CompanyMemberList = z.object({ data: z.array(CompanyMember), meta: PageMeta });
export type CompanyMemberList = z.infer<typeof CompanyMemberList>;

/** POST /ops/companies/{id}/fundings with an Idempotency-Key: a bank deposit received. */
export const CompanyFundingAnswer = z.object({
  transaction_id: z.number().int(),
  amount_kobo: z.number().int(),
  memo: z.string(),
  balance_after_kobo: z.number().int(),
});
export type CompanyFundingAnswer = z.infer<typeof CompanyFundingAnswer>;

/** GET /ops/companies/{id}/spending: net company money per member and Lagos month, newest first. */
export const CompanySpendingQuery = CompanyMemberQuery;
export type CompanySpendingQuery = CompanyMemberQuery;
export const CompanySpendingRow = z.object({
  /** YYYY-MM, Lagos time. */
  month: z.string(),
  user_id: z.number().int(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  /** Bookings paid from the company wallet that month. */
  bookings: z.number().int(),
  /** What those cost, less refunds given back to the company wallet that month. */
  spent_kobo: z.number().int(),
});
export type CompanySpendingRow = z.infer<typeof CompanySpendingRow>;
export const CompanySpending = z.object({ data: z.array(CompanySpendingRow), meta: PageMeta });
export type CompanySpending = z.infer<typeof CompanySpending>;

/* The console's companies calls under /ops/companies (ADR 187) */

/** A member added: a rider who joined, or a newcomer invited by email. */
export const CompanyMemberAdded = z.object({
  user_id: z.number().int(),
  outcome: z.enum(['added', 'invited']),
});
export type CompanyMemberAdded = z.infer<typeof CompanyMemberAdded>;

export const getCompaniesCall = defineCall(getCompaniesAddress, {
  query: CompaniesQuery,
  answers: { 200: CompanyList },
});
export const createCompanyCall = defineCall(createCompanyAddress, {
  body: CompanyInput,
  answers: { 201: Company },
});
export const getCompanyCall = defineCall(getCompanyAddress, {
  params: CompanyParams,
  answers: { 200: Company },
});
export const getCompanyMembersCall = defineCall(getCompanyMembersAddress, {
  params: CompanyParams,
  query: CompanyMemberQuery,
  answers: { 200: CompanyMemberList },
});
export const addCompanyMemberCall = defineCall(addCompanyMemberAddress, {
  params: CompanyParams,
  body: CompanyMemberInput,
  answers: { 201: CompanyMemberAdded },
});
export const removeCompanyMemberCall = defineCall(removeCompanyMemberAddress, {
  params: CompanyMemberParams,
  answers: { 204: z.null() },
});
export const setMemberAllowanceCall = defineCall(setMemberAllowanceAddress, {
  params: CompanyMemberParams,
  body: AllowanceInput,
  answers: { 200: CompanyMember },
});
export const fundCompanyCall = defineCall(fundCompanyAddress, {
  params: CompanyParams,
  body: CompanyFundingInput,
  headers: requiredIdempotencyKeyHeader('Funding a company wallet needs an Idempotency-Key header.'),
  answers: { 201: CompanyFundingAnswer },
});
export const getCompanySpendingCall = defineCall(getCompanySpendingAddress, {
  params: CompanyParams,
  query: CompanySpendingQuery,
  answers: { 200: CompanySpending },
});
