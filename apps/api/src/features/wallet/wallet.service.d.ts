import type {
  AllowanceInput,
  CompanyFundingInput,
  CompanyWallet,
  CorporateWalletAnswer,
  WalletLine,
} from '@shuttle/contracts';
import type { User } from '@shuttle/db';
import type { Rider } from '../../shared/auth.ts';
import type { Deps } from '../../shared/deps.ts';
import { type IdempotentAnswer } from '../../shared/idempotency.ts';
import { type LedgerPosting } from './ledger.service.ts';
import { type WalletBalances } from './wallets.repository.ts';
export interface WalletView {
  wallet: WalletBalances;
  company_wallet: CompanyWallet | null;
  walletHistory: WalletLine[];
  walletHistoryMeta: {
    page: number;
    limit: number;
    total: number;
  };
}
/** The rider's wallet as the wallet page shows it, and the operators' company wallet tools. */
export declare class WalletService {
  private readonly deps;
  private readonly ledger;
  constructor(deps: Deps);
  view(user: User, page: number, limit: number): Promise<WalletView>;
  companyWalletOf(user: Pick<User, 'id' | 'corporateId'>): Promise<CompanyWallet | null>;
  corporateWallet(corporateId: number): Promise<CorporateWalletAnswer>;
  /** A company's bank deposit, recorded by an operator; Idempotency-Key guards double entry. */
  fundCompanyWallet(
    operator: Rider,
    corporateId: number,
    input: CompanyFundingInput,
    idempotencyKey: string | undefined,
  ): Promise<IdempotentAnswer<LedgerPosting>>;
  setAllowance(operator: Rider, corporateId: number, member: User, input: AllowanceInput): Promise<void>;
}
