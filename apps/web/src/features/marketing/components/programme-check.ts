import {
  DriverPayload,
  MentorPayload,
  ParticipantPayload,
  type ProgrammePayload,
  type ProgrammeScope,
} from '@shuttle/contracts';
import type { Resolver } from 'react-hook-form';
import { schemaResolver, zodIssues } from '../lib/schema-resolver.ts';
import type { ProgrammeFormValues } from './programme-values.ts';

const SCHEMAS = { participant: ParticipantPayload, mentor: MentorPayload, driver: DriverPayload } as const;

/** Checks the scope's fields only, as the payload the API's route takes (docs/product.md#public-forms). */
function resolverFor(scope: ProgrammeScope): Resolver<ProgrammeFormValues, unknown, ProgrammePayload> {
  const schema = SCHEMAS[scope];
  const keys = Object.keys(schema.shape).filter((key) => key !== 'scope') as (keyof ProgrammeFormValues)[];
  return schemaResolver<ProgrammeFormValues, ProgrammePayload>((values) => {
    const payload = Object.fromEntries([['scope', scope], ...keys.map((key) => [key, values[key]])]);
    const parsed = schema.safeParse(payload);
    return parsed.success
      ? { success: true, data: parsed.data }
      : { success: false, issues: zodIssues(parsed.error) };
  });
}

/**
 * The She Moves form's check for each scope: a module of its own so that zod and the contracts
 * load when a visitor turns to the form, not with /she-moves-details (docs/decisions/205).
 */
export const programmeResolvers: Record<
  ProgrammeScope,
  Resolver<ProgrammeFormValues, unknown, ProgrammePayload>
> = {
  participant: resolverFor('participant'),
  mentor: resolverFor('mentor'),
  driver: resolverFor('driver'),
};
