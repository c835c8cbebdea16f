import { TRPCClientError } from '@trpc/client';
import { translateBackendText, translateFieldErrors, type TFieldErrors } from './translate.ts';

/** One shape for failures of tRPC calls and REST calls. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: TFieldErrors = {},
  ) {
    super(message);
  }
}

function isFieldErrors(value: unknown): value is TFieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'))
  );
}

/** A 400 body `{ field: [msg] }` (detail/non_field_errors included) → field errors. */
export function fieldErrorsOfBody(body: unknown): TFieldErrors {
  return isFieldErrors(body) ? translateFieldErrors(body) : {};
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof TRPCClientError) {
    // A 400's field errors ({ field: [msg] }) are in data.fieldErrors, the REST {detail} is the message.
    const data = (error.data ?? {}) as { httpStatus?: number; fieldErrors?: unknown };
    return new ApiError(data.httpStatus ?? 500, translateBackendText(error.message), fieldErrorsOfBody(data.fieldErrors));
  }
  return new ApiError(0, error instanceof Error ? error.message : String(error));
}

/** The text to show for a failure: the first non-field message, else the first field message. */
export function errorText(error: ApiError): string {
  const general = error.fieldErrors.non_field_errors?.[0] ?? error.fieldErrors.detail?.[0];
  return general ?? error.message;
}
