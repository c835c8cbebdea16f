import { describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { toApiError } from './errors.ts';

const trpcError = (message: string, data: object) =>
  TRPCClientError.from({ error: { message, code: -32600, data } } as unknown as Parameters<typeof TRPCClientError.from>[0]);

describe('tRPC failures as ApiError', () => {
  it('takes the status and the field errors from data.fieldErrors', () => {
    const error = toApiError(
      trpcError('Ez a mező nem lehet üres', { httpStatus: 400, code: 'BAD_REQUEST', fieldErrors: { subject: ['Ez a mező nem lehet üres'] } }),
    );
    expect(error).toMatchObject({ status: 400, message: 'Ez a mező nem lehet üres', fieldErrors: { subject: ['Ez a mező nem lehet üres'] } });
  });

  it('a failure without field errors keeps its message', () => {
    const error = toApiError(trpcError('Nem található.', { httpStatus: 404, code: 'NOT_FOUND', fieldErrors: null }));
    expect(error).toMatchObject({ status: 404, message: 'Nem található.', fieldErrors: {} });
  });
});
