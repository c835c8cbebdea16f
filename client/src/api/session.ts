import { clearToken, getToken } from './token.ts';
import { toApiError } from './errors.ts';

/** How a session ends: the user logged out, or the server refused the token (bad or expired). */
export type TSessionEnd = 'logout' | 'expired';

let onSessionEnd: (reason: TSessionEnd) => void = () => undefined;
let onForbidden: (message: string) => void = () => undefined;

/** main.tsx wires these: a session's end → "clear the cache and go to the login page"; 403 → an error toast. */
export function setSessionHandlers(handlers: { ended: (reason: TSessionEnd) => void; forbidden: (message: string) => void }): void {
  onSessionEnd = handlers.ended;
  onForbidden = handlers.forbidden;
}

export function logoutLocally(): void {
  clearToken();
  onSessionEnd('logout');
}

/** The global reactions of 000 §8: 401 → the session ends and the login page says so; 403 → the
 * server's detail as an error toast. Several requests fail together on an expired token: only the
 * first one (while the token is still stored) ends the session, so the user sees one message. */
export function reactToApiError(error: unknown): void {
  const failure = toApiError(error);
  if (failure.status === 401) {
    if (!getToken()) return;
    clearToken();
    onSessionEnd('expired');
  } else if (failure.status === 403) onForbidden(failure.message);
}
