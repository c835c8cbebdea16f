// REST answers for errors: the documented bodies (DESIGN.md §5); never a 500 for user input.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { AppError, MESSAGES } from '../http/errors.ts';
import { zodFieldErrors } from '../http/zod-errors.ts';
import { dbErrorAnswer } from '../http/db-errors.ts';

const STATUS: Partial<Record<TRPCError['code'], number>> = {
  BAD_REQUEST: 400,
  PARSE_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
};

export function errorAnswer(error: unknown): { status: number; body: Record<string, unknown> } | null {
  if (error instanceof AppError) return { status: error.status, body: error.body };
  if (error instanceof ZodError) return { status: 400, body: zodFieldErrors(error) };
  const db = dbErrorAnswer(error);
  if (db) return errorAnswer(db);
  if (error instanceof TRPCError) {
    if (error.cause instanceof AppError || error.cause instanceof ZodError || dbErrorAnswer(error.cause)) return errorAnswer(error.cause);
    const status = STATUS[error.code];
    if (status) return { status, body: { detail: error.message } };
  }
  return null;
}

/** Fastify's own errors (bad JSON, body too large, bad multipart) in the same shapes. */
export function fastifyErrorHandler(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const answer = errorAnswer(error);
  if (answer) return reply.status(answer.status).send(answer.body);
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT' || error.code === 'FST_PARTS_LIMIT') {
    return reply.status(413).send({ detail: MESSAGES.tooLarge });
  }
  if (status === 415) return reply.status(415).send({ detail: 'Nem támogatott tartalomtípus.' });
  if (status >= 400 && status < 500) {
    const detail = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'Hibás JSON a kérésben.' : 'Hibás kérés.';
    return reply.status(400).send({ non_field_errors: [detail] });
  }
  req.log.error(error);
  return reply.status(500).send({ detail: 'Váratlan szerverhiba.' });
}
