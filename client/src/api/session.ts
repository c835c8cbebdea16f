import { clearToken } from './token.ts';
import { toApiError } from './errors.ts';
import { toast } from '../app/toasts.ts';

type TUnauthorizedHandler = () => void;
let onUnauthorized: TUnauthorizedHandler = () => undefined;

/** main.tsx wires this to "clear the cache and go to the login page". */
export function setUnauthorizedHandler(handler: TUnauthorizedHandler): void {
  onUnauthorized = handler;
}

export function logoutLocally(): void {
  clearToken();
  onUnauthorized();
}

/** The global reactions of 000 §8: 401 → logout and login; 403 → the server's detail as an error toast. */
export function reactToApiError(error: unknown): void {
  const failure = toApiError(error);
  if (failure.status === 401) logoutLocally();
  else if (failure.status === 403) toast('error', failure.message);
}
