// Failed logins are limited per account and per address (rate-limiter-flexible; in memory for
// one process, a Redis store when several run: DESIGN.md §8).
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../http/errors.ts';

export interface TLoginThrottle {
  /** Throws 429 when the account or the address is blocked. */
  check(email: string, ip: string): Promise<void>;
  failed(email: string, ip: string): Promise<void>;
  succeeded(email: string): Promise<void>;
}

export function createLoginThrottle(opts = { perAccount: 5, perAddress: 20, windowSeconds: 15 * 60 }): TLoginThrottle {
  const byAccount = new RateLimiterMemory({ keyPrefix: 'login_account', points: opts.perAccount, duration: opts.windowSeconds, blockDuration: opts.windowSeconds });
  const byAddress = new RateLimiterMemory({ keyPrefix: 'login_ip', points: opts.perAddress, duration: opts.windowSeconds, blockDuration: opts.windowSeconds });
  const blocked = (res: RateLimiterRes | null, limit: number) => res !== null && res.consumedPoints >= limit;
  const reject = (res: RateLimiterRes) => {
    const minutes = Math.max(1, Math.ceil(res.msBeforeNext / 60000));
    return tooManyRequests(`Túl sok sikertelen bejelentkezési kísérlet. Próbálja újra ${minutes} perc múlva.`);
  };
  const key = (email: string) => email.trim().toLowerCase();
  return {
    async check(email, ip) {
      const [account, address] = await Promise.all([byAccount.get(key(email)), byAddress.get(ip)]);
      if (account && blocked(account, opts.perAccount)) throw reject(account);
      if (address && blocked(address, opts.perAddress)) throw reject(address);
    },
    async failed(email, ip) {
      await Promise.all([byAccount.penalty(key(email), 1), byAddress.penalty(ip, 1)]);
    },
    async succeeded(email) {
      await byAccount.delete(key(email));
    },
  };
}
