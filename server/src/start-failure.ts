// What `npm start` prints when it cannot start: one line in Hungarian, one in English, then the
// technical detail when the cause is not one of ours. Never a bare `undefined`.
import { inspect } from 'node:util';

/** A start-up failure whose cause we know and can word for the operator. */
export class StartError extends Error {
  constructor(
    readonly hu: string,
    readonly en: string,
    readonly detail?: string,
  ) {
    super(en);
  }
}

function describe(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return `${inspect(error)} (${error instanceof Error ? error.name : typeof error})`;
}

export function formatStartFailure(error: unknown): string {
  if (error instanceof StartError) {
    const lines = [`Az eTanker portál nem indult el: ${error.hu}`, `The eTanker portal did not start: ${error.en}`];
    if (error.detail) lines.push('', error.detail.trimEnd());
    return lines.join('\n');
  }
  const lines = [
    `Az eTanker portál nem indult el, váratlan hiba: ${describe(error)}`,
    `The eTanker portal did not start, unexpected error: ${describe(error)}`,
  ];
  if (error instanceof Error && error.stack) lines.push('', error.stack);
  return lines.join('\n');
}
