import { zodResolver } from '@hookform/resolvers/zod';
import { LoginInput } from '@shuttle/contracts';

/**
 * The login form's check, the contract the API's route uses: a module of its own so that zod and
 * the contracts load when a visitor turns to the form, not with /login (docs/decisions/196).
 */
export const loginResolver = zodResolver(LoginInput);
