// A questionnaire's 400 (yearly reports, survey fill-ins): each message at its question.
import { useState } from 'react';
import { TRPCClientError } from '@trpc/client';
import { reactToApiError } from '../api/session.ts';
import { toast } from './toasts.ts';

export type TAnswerErrors = { answers: Map<number, string>; fields: Record<string, string> };
export const NO_ANSWER_ERRORS: TAnswerErrors = { answers: new Map(), fields: {} };

/** The 400's body: `answers` as [question, message] pairs (the question first, 002 §5), other fields as {field: [message]}. */
export function answerErrorsOf(error: unknown): TAnswerErrors | null {
  if (!(error instanceof TRPCClientError)) return null;
  const body = (error.data as { fieldErrors?: Record<string, unknown> } | undefined)?.fieldErrors;
  if (!body) return null;
  const answers = new Map<number, string>();
  for (const item of Array.isArray(body.answers) ? body.answers : []) if (Array.isArray(item)) answers.set(Number(item[0]), String(item[1]));
  const fields = Object.fromEntries(
    Object.entries(body).flatMap(([key, v]) => (key !== 'answers' && Array.isArray(v) && typeof v[0] === 'string' ? [[key, v[0]]] : [])),
  );
  return { answers, fields };
}

/**
 * A form's answer errors: `fail` puts a 400's messages at their questions (others go to the
 * session's handling), `clear` empties them, `done(message)` is an action's success — errors
 * cleared, the message shown, then `refresh` (the list and the record read again).
 */
export function useAnswerErrors(refresh: () => Promise<unknown>) {
  const [errors, setErrors] = useState<TAnswerErrors>(NO_ANSWER_ERRORS);
  const clear = () => setErrors(NO_ANSWER_ERRORS);
  const fail = (error: unknown) => {
    const found = answerErrorsOf(error);
    if (found) {
      setErrors(found);
      toast('error', found.fields.non_field_errors ?? 'Kérjük, javítsa a megjelölt válaszokat.');
    } else reactToApiError(error);
  };
  const done = (message: string) => async () => {
    clear();
    toast('success', message);
    await refresh();
  };
  return { errors, fail, clear, done };
}
