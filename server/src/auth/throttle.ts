// Login and password-reset limits (DESIGN.md "Security model"). An attempt is counted before the
// password is checked, atomically, so parallel guesses cannot outrun the limit. Per account: 5
// attempts, a correct password starts the count over. Per address: only wrong attempts stay
// counted (a correct login gives its point back), with a bound high enough that a school behind
// one NAT address is not locked out by its colleagues' typos.
import type { TPrisma } from '../db/client.ts';
import { consumeOrRefuse, createLimiterFactory, type TLimit } from './rate-limits.ts';

export interface TLoginThrottle {
  /** Counts an attempt; throws 429 when the account or the address is over its limit. */
  attempt(email: string, ip: string): Promise<void>;
  /** The password was right: the account starts over, the address gets its point back. */
  succeeded(email: string, ip: string): Promise<void>;
}

export interface TResetThrottle {
  /** Counts a set-password mail request; throws 429 over the limit, whether the account exists or not. */
  attempt(email: string, ip: string): Promise<void>;
}

const FIFTEEN_MINUTES = 15 * 60;
const HOUR = 3600;

export const AUTH_LIMITS = {
  loginPerAccount: { points: 5, seconds: FIFTEEN_MINUTES },
  loginPerAddress: { points: 100, seconds: FIFTEEN_MINUTES },
  resetPerAccount: { points: 5, seconds: HOUR },
  resetPerAddress: { points: 30, seconds: HOUR },
} satisfies Record<string, TLimit>;

const loginRefusal = (minutes: number) => `Túl sok sikertelen bejelentkezési kísérlet. Próbálja újra ${minutes} perc múlva.`;
const resetRefusal = (minutes: number) => `Túl sok jelszó-emlékeztető kérés. Próbálja újra ${minutes} perc múlva.`;

export function createAuthThrottles(prisma: TPrisma, limits: typeof AUTH_LIMITS = AUTH_LIMITS): { login: TLoginThrottle; reset: TResetThrottle } {
  const limiter = createLimiterFactory(prisma);
  const loginAccount = limiter('login_account', limits.loginPerAccount);
  const loginAddress = limiter('login_address', limits.loginPerAddress);
  const resetAccount = limiter('reset_account', limits.resetPerAccount);
  const resetAddress = limiter('reset_address', limits.resetPerAddress);
  return {
    login: {
      async attempt(email, ip) {
        await consumeOrRefuse(loginAddress, ip, loginRefusal);
        await consumeOrRefuse(loginAccount, email, loginRefusal);
      },
      async succeeded(email, ip) {
        await Promise.all([loginAccount.delete(email), loginAddress.reward(ip, 1)]);
      },
    },
    reset: {
      async attempt(email, ip) {
        await consumeOrRefuse(resetAddress, ip, resetRefusal);
        await consumeOrRefuse(resetAccount, email, resetRefusal);
      },
    },
  };
}
