import { zodResolver } from '@hookform/resolvers/zod';
import { FundWalletForm } from '@shuttle/contracts';

/**
 * The amount form's check: the top-up limits of the contracts, which the API applies too. A
 * module of its own so that zod and the contracts load when a rider turns to the form, not with
 * the wallet page (docs/decisions/196).
 */
export const amountResolver = zodResolver(FundWalletForm);
