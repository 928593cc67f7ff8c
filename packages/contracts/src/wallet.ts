import { z } from 'zod';
import { PublicUser, WalletSummary } from './accounts.ts';
import {
  getBankAccountAddress,
  getPaymentSettingsAddress,
  getSandboxCheckoutAddress,
  getTopUpAddress,
  getWalletAddress,
  paystackWebhookAddress,
  sandboxActionCloseAddress,
  sandboxActionFailAddress,
  sandboxActionPayAddress,
  simulateTransferAddress,
  startTopUpAddress,
} from './addresses/wallet.ts';
import { defineCall } from './call.ts';
import { IdempotencyKeyHeader, idParam, MessageAnswer, text, UserIdParams } from './fields.ts';
import { PageMeta } from './lists.ts';
import { formatNaira } from './money.ts';
import { WALLET_SOURCES } from './search-options.ts';

/** Top-up limits (issue "Top-ups"): N100 to N1,000,000, in kobo. */
export const MIN_TOP_UP_KOBO = 10_000;
export const MAX_TOP_UP_KOBO = 100_000_000;
/** Operators fund company wallets and set allowances up to N1,000,000,000 at a time. */
export const MAX_OPERATOR_AMOUNT_KOBO = 100_000_000_000;

export const WALLET_MESSAGES = {
  amountWhole: 'Enter the amount in kobo as a whole number.',
  amountRequired: 'Please enter an amount',
  amountNaira: 'Enter an amount in naira, with at most 2 decimals.',
  topUpTooSmall: `The smallest top-up is ${formatNaira(MIN_TOP_UP_KOBO)}.`,
  topUpTooLarge: `The largest top-up is ${formatNaira(MAX_TOP_UP_KOBO)}.`,
  insufficientPersonal: 'Your wallet balance is not enough for this. Please fund your wallet.',
  insufficientCompany: 'The company wallet does not have enough money for this.',
  notCompanyMember: 'You are not a member of a company with a wallet.',
} as const;

export const allowanceExceededMessage = (leftKobo: number, period: AllowancePeriod) =>
  `This is over your company allowance: ${formatNaira(leftKobo)} left this ${period}.`;

const koboAmount = (min: number, max: number, tooSmall: string, tooLarge: string) =>
  z
    .number({ error: WALLET_MESSAGES.amountWhole })
    .int(WALLET_MESSAGES.amountWhole)
    .min(min, tooSmall)
    .max(max, tooLarge);

export const topUpAmountKobo = koboAmount(
  MIN_TOP_UP_KOBO,
  MAX_TOP_UP_KOBO,
  WALLET_MESSAGES.topUpTooSmall,
  WALLET_MESSAGES.topUpTooLarge,
);

/** POST /users/{userId}/wallet/top-ups */
export const TopUpInput = z.strictObject({ amount_kobo: topUpAmountKobo });
export type TopUpInput = z.infer<typeof TopUpInput>;

/**
 * The Fund wallet form: naira as typed, turned into the kobo the API takes. The same limits
 * apply on both sides because the result is checked by TopUpInput's amount.
 */
export const FundWalletForm = z
  .object({
    amount_naira: z
      .string()
      .trim()
      .min(1, WALLET_MESSAGES.amountRequired)
      .regex(/^\d{1,9}(\.\d{1,2})?$/, WALLET_MESSAGES.amountNaira)
      .transform((naira) => Math.round(Number(naira) * 100))
      .pipe(topUpAmountKobo),
  })
  .transform((values) => ({ amount_kobo: values.amount_naira }));
export type FundWalletFormValues = z.input<typeof FundWalletForm>;
export type FundWalletFormOutput = z.output<typeof FundWalletForm>;

/** Answer of POST top-ups: what the checkout needs (Paystack's initialize answer). */
export const TopUpStarted = z.object({
  reference: z.string(),
  access_code: z.string(),
  authorization_url: z.string(),
});
export type TopUpStarted = z.infer<typeof TopUpStarted>;

/** `abandoned`: the checkout was closed; the same checkout can still be paid. */
export const TOP_UP_STATUSES = ['pending', 'abandoned', 'succeeded', 'failed'] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];

export const TopUpParams = z.strictObject({
  userId: idParam,
  reference: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[\w.=-]+$/),
});

export const TopUpAnswer = z.object({
  reference: z.string(),
  status: z.enum(TOP_UP_STATUSES),
  amount_kobo: z.number().int(),
  channel: z.enum(['checkout', 'bank_transfer']),
  balance_kobo: z.number().int(),
});
export type TopUpAnswer = z.infer<typeof TopUpAnswer>;

export const WalletLine = z.object({
  id: z.number().int(),
  amount_kobo: z.number().int(),
  direction: z.enum(['credit', 'debit']),
  balance_after_kobo: z.number().int(),
  title: z.string(),
  reference: z.string().nullable(),
  created_at: z.string(),
});
export type WalletLine = z.infer<typeof WalletLine>;

export const ALLOWANCE_PERIODS = ['week', 'month'] as const;
export type AllowancePeriod = (typeof ALLOWANCE_PERIODS)[number];

/** docs/product.md#wallet: the wallet source setting defaults to Personal. */
export const WalletSource = z.enum(WALLET_SOURCES).default('Personal');
export type WalletSource = (typeof WALLET_SOURCES)[number];

/** A member's view of their company wallet: its balance and what is left of their allowance. */
export const CompanyWallet = z.object({
  corporate_id: z.number().int(),
  corporate_name: z.string(),
  balance_kobo: z.number().int(),
  allowance_kobo: z.number().int(),
  allowance_period: z.enum(ALLOWANCE_PERIODS),
  allowance_spent_kobo: z.number().int(),
  allowance_left_kobo: z.number().int(),
});
export type CompanyWallet = z.infer<typeof CompanyWallet>;

export const WalletQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET /users/{userId}/wallet: the user fields, the wallet and its history (docs/api-conventions.md#calls). */
export const WalletAnswer = PublicUser.extend({
  wallet: WalletSummary,
  company_wallet: CompanyWallet.nullable(),
  walletHistory: z.array(WalletLine),
  walletHistoryMeta: PageMeta,
});
export type WalletAnswer = z.infer<typeof WalletAnswer>;

export const BankTransferAccount = z.object({
  account_number: z.string(),
  account_name: z.string(),
  bank_name: z.string(),
});
export type BankTransferAccount = z.infer<typeof BankTransferAccount>;

/** Sandbox only: an incoming bank transfer to the rider's account, as the bank would send it. */
export const SimulatedTransferInput = z.strictObject({ amount_kobo: topUpAmountKobo });

/** GET /payments/settings: which checkout the SPA loads. */
export const PaymentSettings = z.object({ provider: z.enum(['sandbox', 'paystack']) });
export type PaymentSettings = z.infer<typeof PaymentSettings>;

/** The sandbox checkout page's view of a charge (what Paystack's page shows). */
export const SandboxCheckout = z.object({
  reference: z.string(),
  email: z.string(),
  amount_kobo: z.number().int(),
  currency: z.string(),
  status: z.enum(['ongoing', 'success', 'failed', 'abandoned']),
  callback_url: z.string().nullable(),
});
export type SandboxCheckout = z.infer<typeof SandboxCheckout>;
export const SandboxCheckoutParams = z.strictObject({
  accessCode: z.string().min(1).max(100).regex(/^\w+$/),
});

const operatorAmount = koboAmount(
  1,
  MAX_OPERATOR_AMOUNT_KOBO,
  WALLET_MESSAGES.amountWhole,
  `At most ${formatNaira(MAX_OPERATOR_AMOUNT_KOBO)}.`,
);

/** Operators: POST /ops/companies/{id}/fundings (a bank deposit received). */
export const CompanyFundingInput = z.strictObject({
  amount_kobo: operatorAmount,
  memo: text().trim().min(1).max(200),
});
export type CompanyFundingInput = z.infer<typeof CompanyFundingInput>;

/** Operators: PUT /ops/companies/{id}/members/{userId}/allowance */
export const AllowanceInput = z.strictObject({
  amount_kobo: z.number().int(WALLET_MESSAGES.amountWhole).min(0).max(MAX_OPERATOR_AMOUNT_KOBO),
  period: z.enum(ALLOWANCE_PERIODS),
});
export type AllowanceInput = z.infer<typeof AllowanceInput>;

/** The signed-in user and their wallet: the SPA loads the user from this at start. */
export const getWalletCall = defineCall(getWalletAddress, {
  params: UserIdParams,
  query: WalletQuery,
  answers: { 200: WalletAnswer },
});

export const getPaymentSettingsCall = defineCall(getPaymentSettingsAddress, {
  answers: { 200: PaymentSettings },
});

export const startTopUpCall = defineCall(startTopUpAddress, {
  params: UserIdParams,
  body: TopUpInput,
  headers: IdempotencyKeyHeader,
  answers: { 201: TopUpStarted },
});

export const getTopUpCall = defineCall(getTopUpAddress, {
  params: TopUpParams,
  answers: { 200: TopUpAnswer },
});

export const getBankAccountCall = defineCall(getBankAccountAddress, {
  params: UserIdParams,
  answers: { 200: BankTransferAccount },
});

/** Paystack's events; the body is read as raw bytes, for its signature. */
export const paystackWebhookCall = defineCall(paystackWebhookAddress, {
  answers: { 200: MessageAnswer },
});

export const getSandboxCheckoutCall = defineCall(getSandboxCheckoutAddress, {
  params: SandboxCheckoutParams,
  answers: { 200: SandboxCheckout },
});

/** The sandbox checkout's buttons, one call each. */
export const sandboxActionCalls = {
  pay: defineCall(sandboxActionPayAddress, {
    params: SandboxCheckoutParams,
    answers: { 200: SandboxCheckout },
  }),
  fail: defineCall(sandboxActionFailAddress, {
    params: SandboxCheckoutParams,
    answers: { 200: SandboxCheckout },
  }),
  close: defineCall(sandboxActionCloseAddress, {
    params: SandboxCheckoutParams,
    answers: { 200: SandboxCheckout },
  }),
};

/** Sandbox only: money "arrives" on the rider's transfer account. */
export const simulateTransferCall = defineCall(simulateTransferAddress, {
  params: UserIdParams,
  body: SimulatedTransferInput,
  answers: { 202: z.object({ reference: z.string() }) },
});
