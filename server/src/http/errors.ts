// One error type for services; the tRPC and REST layers turn it into the documented answers:
// 400 {field: [msg]}, 401/403/404/409/413/429/503 {detail}.
import { TRPCError } from '@trpc/server';

export type TFieldErrors = Record<string, string[]>;

export const MESSAGES = {
  notFound: 'Nem található.',
  forbidden: 'Nincs jogosultsága ehhez a művelethez.',
  readonly: 'Csak olvasási joga van, nem módosíthat.',
  unauthenticated: 'A hitelesítési adatok nem lettek megadva.',
  invalidToken: 'Érvénytelen vagy lejárt bejelentkezés.',
  conflict: 'A rekordot időközben más módosította. Töltse újra az oldalt, és próbálja újra.',
  tooLarge: 'A kérés túl nagy.',
} as const;

const CODES = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
} as const;

export class AppError extends TRPCError {
  readonly status: keyof typeof CODES;
  readonly body: Record<string, unknown>;

  constructor(status: keyof typeof CODES, body: Record<string, unknown>) {
    const message = typeof body.detail === 'string' ? body.detail : Object.values(body).flat().join(' ');
    super({ code: CODES[status], message });
    this.status = status;
    this.body = body;
  }
}

export const badRequest = (fields: TFieldErrors) => new AppError(400, fields);
export const fieldError = (field: string, message: string) => badRequest({ [field]: [message] });
export const unauthorized = (detail: string = MESSAGES.invalidToken) => new AppError(401, { detail });
export const forbidden = (detail: string = MESSAGES.forbidden) => new AppError(403, { detail });
export const notFound = () => new AppError(404, { detail: MESSAGES.notFound });
export const conflict = (detail: string = MESSAGES.conflict) => new AppError(409, { detail });
export const tooLarge = (detail: string = MESSAGES.tooLarge) => new AppError(413, { detail });
export const tooManyRequests = (detail: string) => new AppError(429, { detail });
export const serviceUnavailable = (detail: string) => new AppError(503, { detail });
