// Auth answers carry our own messages only: anything unexpected (the database, the mail server)
// reaches the client as a bare "unexpected error", its cause kept for the server's log.
import { TRPCError } from '@trpc/server';
import { AUTH_MESSAGES } from './service-schemas.ts';

export async function withoutInternalDetails<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    // Ours (AppError) and tRPC's input errors are TRPCErrors with a deliberate message.
    if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') throw error;
    throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: AUTH_MESSAGES.unexpected, cause: error });
  }
}
