import { zodResolver } from '@hookform/resolvers/zod';
import { FeedbackInput } from '@shuttle/contracts';

/**
 * The feedback form's check, the contract the API's route uses: a module of its own so that zod
 * and the contracts load when a visitor turns to the form, not with its dialog
 * (docs/decisions/205).
 */
export const feedbackResolver = zodResolver(FeedbackInput);
