// REST pieces the kit's and special modules' operations share: the list's query and the xlsx answer.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../files/content-disposition.ts';
import { writeXlsx } from '../export/xlsx.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { badRequest } from '../http/errors.ts';
import type { TExportColumn, TSheetAnswer } from '../workflow/define.ts';

/** Query strings: page and limit are numbers, the rest is passed to the filters as text. */
export function listQuery(query: Record<string, unknown>) {
  const out: Record<string, unknown> = { ...query };
  for (const key of ['page', 'limit']) {
    if (query[key] === undefined) continue;
    const n = Number(query[key]);
    if (!Number.isInteger(n)) throw badRequest({ [key]: ['Érvénytelen szám.'] });
    out[key] = n;
  }
  delete out.format;
  return out;
}

type TRows = AsyncIterable<Record<string, unknown>> | Iterable<Record<string, unknown>>;

/**
 * The rows with the first already read: a query that fails (a filter value its column cannot
 * hold) is the request's error answer, as the list's, not a download broken after its headers.
 */
async function withFirstRowRead(rows: TRows): Promise<TRows> {
  if (Symbol.iterator in rows) return rows;
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* () {
    for (let next = first; !next.done; next = await iterator.next()) yield next.value;
  })();
}

export async function sendXlsx(reply: FastifyReply, opts: { filename: string; sheetName: string; columns: TExportColumn[]; rows: TRows }) {
  const rows = await withFirstRowRead(opts.rows);
  reply.header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  reply.header('Content-Disposition', contentDisposition(opts.filename, 'attachment'));
  return reply.send(writeXlsx({ sheetName: opts.sheetName.slice(0, 31), columns: opts.columns, rows }) as Readable);
}

/** A list's `export/`: the download, or 202 and the notice when the export was queued (background-export.ts). */
export const exportReply = (reply: FastifyReply, answer: TSheetAnswer | { queued: true; detail: string }) =>
  'queued' in answer ? reply.code(202).send({ detail: answer.detail }) : sendXlsx(reply, answer);

export const exportFilename = (name: string) => `${name}_${formatDate(new Date())}.xlsx`;
