import { PROGRAMME_CORPORATE_ID, registerCall } from '@shuttle/contracts';
import { callApi } from '../../../lib/api-client.ts';

export interface ParticipantAccount {
  fname: string;
  lname: string;
  email: string;
  password: string;
  phone: string;
  city_id: number | undefined;
}

/**
 * docs/product.md#public-forms: a programme participant also gets a rider account under corporate 2.
 * The application stands on its own, so a failure here is only logged (docs/api-conventions.md#calls).
 */
export async function createParticipantAccount(account: ParticipantAccount): Promise<void> {
  try {
    await callApi(registerCall, { body: { ...account, corporate_id: PROGRAMME_CORPORATE_ID } });
  } catch (error) {
    console.warn('The participant account could not be created:', error);
  }
}
