import { DEFAULT_TRIP_PREFERENCES, type TripPreferences, WALLET_MESSAGES } from '@shuttle/contracts';
import { AppError } from '../../shared/app-error.ts';
import type { Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import { TripPreferencesRepository } from './trip-preferences.repository.ts';

/** What new bookings start with: wallet source, luggage and seats (docs/product.md#account-area). */
export class TripPreferencesService {
  constructor(private readonly deps: Deps) {}

  async get(userId: number): Promise<TripPreferences> {
    const row = await new TripPreferencesRepository(this.deps.db).find(userId);
    if (!row) return DEFAULT_TRIP_PREFERENCES;
    return {
      wallet_source: row.walletSource,
      luggage: row.luggage,
      luggage_quantity: row.luggageQuantity,
      seats: row.seats,
    };
  }

  /** A rider outside any company cannot default to the Company wallet. */
  async save(owner: Pick<Rider, 'id' | 'corporateId'>, input: TripPreferences): Promise<TripPreferences> {
    if (input.wallet_source === 'Company' && owner.corporateId === null) {
      throw new AppError('VALIDATION_ERROR', WALLET_MESSAGES.notCompanyMember);
    }
    await new TripPreferencesRepository(this.deps.db).save(owner.id, {
      walletSource: input.wallet_source,
      luggage: input.luggage,
      luggageQuantity: input.luggage_quantity,
      seats: input.seats,
      updatedAt: this.deps.clock.now(),
    });
    return input;
  }
}
