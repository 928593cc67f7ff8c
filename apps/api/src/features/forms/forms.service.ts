import {
  type CharterInput,
  charterDateIssues,
  type DriverSignupInput,
  type FeedbackInput,
  lagosDate,
  MESSAGES,
  type PartnerInput,
  type SubmissionAnswer,
  type SurveyInput,
} from '@shuttle/contracts';
import type { Transaction } from '@shuttle/db';
import { AppError } from '../../shared/app-error.ts';
import type { Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { FormsRepository } from './forms.repository.ts';
import { SubmissionKeysRepository } from './submission-keys.repository.ts';
import { DUPLICATE_WINDOW_MS, submissionKey } from './submission-keys.ts';
import { UploadsRepository } from './uploads.repository.ts';

/** What each form's call answers (the SPA shows its own texts, docs/product.md#texts). */
const RECEIVED = {
  charter: 'Your charter request has been received.',
  driver: MESSAGES.driverSignupReceived,
  partner: MESSAGES.partnerReceived,
  survey: MESSAGES.registrationSuccessful,
  feedback: MESSAGES.feedbackReceived,
} as const;
type FormName = keyof typeof RECEIVED;

/** The rules of the public forms: validation beyond the schema, storing each submission once. */
export class FormsService {
  constructor(private readonly deps: Deps) {}

  /** docs/product.md#public-forms: dates not before today in Lagos; the rider is kept when signed in. */
  async submitCharter(input: CharterInput, rider: Rider | null): Promise<SubmissionAnswer> {
    const [issue] = charterDateIssues(input, lagosDate(this.deps.clock.now()));
    if (issue) throw new AppError('VALIDATION_ERROR', issue.message);
    return this.storeOnce('charter', { rider: rider?.id ?? null, ...input }, (tx) =>
      new FormsRepository(tx).insertCharterRequest({
        userId: rider?.id ?? null,
        fname: input.fname,
        lname: input.lname,
        email: input.email,
        phone: input.phone,
        pickupAddress: input.pickup_address,
        dropoffAddress: input.dropoff_address,
        pickupDate: input.pickup_date,
        pickupTime: input.pickup_time,
        returnDate: input.return_date ?? null,
        returnTime: input.return_date ? (input.return_time ?? null) : null,
        returnAddress: input.return_date ? (input.return_address ?? input.dropoff_address) : null,
        passengers: input.passengers,
        vehicles: input.vehicles,
        ...this.timestamps(),
      }),
    );
  }

  /** One application per email address; the password is kept only as its argon2id hash. */
  async applyToDrive(input: DriverSignupInput): Promise<SubmissionAnswer> {
    const passwordHash = await hashPassword(input.password);
    return this.storeOnce('driver', input, async (tx) => {
      const id = await new FormsRepository(tx).insertDriverApplication({
        fname: input.fname,
        lname: input.lname,
        email: input.email,
        phone: input.phone,
        passwordHash,
        ...this.timestamps(),
      });
      if (id === undefined) throw new AppError('EMAIL_TAKEN', MESSAGES.driverEmailTaken);
      return id;
    });
  }

  async applyAsPartner(input: PartnerInput): Promise<SubmissionAnswer> {
    return this.storeOnce('partner', input, (tx) =>
      new FormsRepository(tx).insertPartnerApplication({
        fname: input.fname,
        lname: input.lname,
        email: input.email,
        phone: input.phone,
        companyName: input.company_name,
        vehicleBrand: input.vehicle_brand,
        vehicleCount: input.vehicle_count,
        vehicleType: input.vehicle_type,
        amenities: input.amenities,
        meta: JSON.parse(input.meta) as Record<string, unknown>,
        ...this.timestamps(),
      }),
    );
  }

  /**
   * The entire form is kept as the payload (docs/api-conventions.md#calls), except a participant's password:
   * it goes to the account call, never into a table in clear text (ADR 046).
   */
  async submitSurvey(input: SurveyInput): Promise<SubmissionAnswer> {
    const { payload } = input;
    const stored = payload.scope === 'participant' ? withoutPassword(payload) : payload;
    const licenceUploadId = payload.scope === 'driver' ? (payload.licence_upload_id ?? null) : null;
    return this.storeOnce('survey', input, async (tx) => {
      const now = this.deps.clock.now();
      if (
        licenceUploadId &&
        !(await new UploadsRepository(tx).claim(licenceUploadId, 'driver_licence', now))
      ) {
        throw new AppError('VALIDATION_ERROR', MESSAGES.licenceUploadMissing);
      }
      return new FormsRepository(tx).insertProgrammeApplication({
        surveyType: input.survey_type,
        scope: payload.scope,
        fname: input.fname,
        lname: input.lname,
        email: input.email,
        payload: stored,
        licenceUploadId,
        ...this.timestamps(),
      });
    });
  }

  async sendFeedback(input: FeedbackInput): Promise<SubmissionAnswer> {
    return this.storeOnce('feedback', input, (tx) =>
      new FormsRepository(tx).insertFeedback({ ...input, ...this.timestamps() }),
    );
  }

  /**
   * Stores a submission unless the same one arrived within the window; then the first
   * record's answer is given again (ADR 041). Concurrent twins wait on the key's row.
   */
  private storeOnce(
    form: FormName,
    body: unknown,
    write: (tx: Transaction) => Promise<number>,
  ): Promise<SubmissionAnswer> {
    const key = submissionKey(this.deps.keys.hashingKey, form, normalise(body));
    const now = this.deps.clock.now();
    const message = RECEIVED[form];
    return this.deps.db.transaction(async (tx) => {
      const keys = new SubmissionKeysRepository(tx);
      await keys.forgetExpired(now);
      if (!(await keys.claim(key, form, now, new Date(now.getTime() + DUPLICATE_WINDOW_MS)))) {
        const firstId = await keys.recordOf(key);
        if (firstId === null) throw new AppError('CONFLICT', 'This form is already being sent.');
        return { id: firstId, message };
      }
      const id = await write(tx);
      await keys.attach(key, id);
      return { id, message };
    });
  }

  private timestamps() {
    const now = this.deps.clock.now();
    return { createdAt: now, updatedAt: now };
  }
}

/** Email addresses compare without case, as the users table does. */
function normalise(body: unknown): unknown {
  if (body === null || typeof body !== 'object') return body;
  const entries = Object.entries(body).map(([key, value]) => [
    key,
    key === 'email' && typeof value === 'string' ? value.toLowerCase() : normalise(value),
  ]);
  return Array.isArray(body) ? entries.map(([, value]) => value) : Object.fromEntries(entries);
}

function withoutPassword<T extends { password: string }>(payload: T): Omit<T, 'password'> {
  const { password: _password, ...rest } = payload;
  return rest;
}
