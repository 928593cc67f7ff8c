import { CharterInput, charterDateIssues, lagosDate } from '@shuttle/contracts';
import { schemaResolver, zodIssues } from '../lib/schema-resolver.ts';
import { type CharterFormValues, toCharterBody } from './charter-body.ts';

/**
 * The charter form's check, the contract the API's route uses, with the dates the contract
 * cannot know (not in the past): a module of its own so that zod and the contracts load when a
 * visitor turns to the form, not with /charter (docs/decisions/199).
 */
export const charterResolver = schemaResolver<CharterFormValues, CharterInput>((values) => {
  const parsed = CharterInput.safeParse(toCharterBody(values));
  if (!parsed.success) return { success: false, issues: zodIssues(parsed.error) };
  const issues = charterDateIssues(parsed.data, lagosDate());
  return issues.length > 0 ? { success: false, issues } : { success: true, data: parsed.data };
});
