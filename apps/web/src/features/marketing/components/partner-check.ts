import { zodResolver } from '@hookform/resolvers/zod';
import { PartnerForm } from '@shuttle/contracts';

/**
 * The bus partner form's check, the contract of its answers: a module of its own so that zod and
 * the contracts load when a visitor turns to the form, not with /bus-partners/form
 * (docs/decisions/205).
 */
export const partnerResolver = zodResolver(PartnerForm);
