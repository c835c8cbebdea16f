import { clearToken } from './token.ts';
import { toApiError } from './errors.ts';

let onUnauthorized: () => void = () => undefined;
let onForbidden: (message: string) => void = () => undefined;

/** main.tsx wires these: 401 → "clear the cache and go to the login page"; 403 → an error toast. */
export function setSessionHandlers(handlers: { unauthorized: () => void; forbidden: (message: string) => void }): void {
  onUnauthorized = handlers.unauthorized;
  onForbidden = handlers.forbidden;
}

export function logoutLocally(): void {
  clearToken();
  onUnauthorized();
}

/** The global reactions of 000 §8: 401 → logout and login; 403 → the server's detail as an error toast. */
export function reactToApiError(error: unknown): void {
  const failure = toApiError(error);
  if (failure.status === 401) logoutLocally();
  else if (failure.status === 403) onForbidden(failure.message);
}
