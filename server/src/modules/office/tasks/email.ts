// email/: a task from an uploaded e-mail (.eml, RFC 822), parsed with mailparser. The message is
// bounded (size, attachment count) before it is parsed; the title is its subject, sender and
// send date come from its headers, the body becomes the task's description (an HTML body as
// text, sanitised: no markup is stored, so none can run where it is shown), and each attachment
// goes through the upload gate and becomes an attachment of the task. A message the parser
// cannot read, or without a sender, is a 400 at `email`, never a 500.
import { simpleParser, type ParsedMail } from 'mailparser';
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import type { TUploadedFile } from '../../../workflow/define.ts';
import { canUseInstitution } from '../../../access/scope.ts';
import { badRequest } from '../../../http/errors.ts';
import { ZRowIdText } from '../../../http/schemas.ts';
import { inspectUpload } from '../../../files/upload.ts';
import { formatDateTime, formatNumber } from '@etanker/shared/format.ts';
import { MESSAGES } from '@etanker/shared/validation.ts';
import { TASK_MANIFEST, type TTaskInput } from './manifest.ts';

export const MAX_EMAIL_MB = 10;
export const MAX_EMAIL_ATTACHMENTS = 20;
const TITLE_MAX = 500;

export const EMAIL_MESSAGES = {
  tooLarge: `Az e-mail túl nagy (legfeljebb ${formatNumber(MAX_EMAIL_MB)} MB).`,
  malformed: 'Az e-mail nem olvasható: hibás vagy hiányos üzenet (.eml).',
  tooManyAttachments: `Az e-mailnek legfeljebb ${MAX_EMAIL_ATTACHMENTS} melléklete lehet.`,
  attachment: (name: string, message: string) => `„${name}” melléklet: ${message}`,
  noInstitution: 'Ehhez az intézményhez nem rögzíthet.',
} as const;

/** The form beside the file: the task's school, when not the uploader's own (the centre files for a school). */
export const ZEmailForm = z.object({ institution: ZRowIdText.optional() });

const emailError = (message: string) => badRequest({ email: [message] });

/** An HTML body as plain text: sanitize-html keeps no tag (scripts and styles lose their content too), lines stay lines. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html.replace(/<br\s*\/?>|<\/(p|div|li|tr|h[1-6])>/gi, '\n'), { allowedTags: [], allowedAttributes: {} });
  const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => entities[entity])
    .replace(/\n\s*\n\s*\n+/g, '\n\n')
    .trim();
}

async function parse(data: Buffer): Promise<ParsedMail> {
  try {
    const mail = await simpleParser(data, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true });
    if (!mail.from?.value[0]?.address) throw new Error('no sender');
    return mail;
  } catch {
    throw emailError(EMAIL_MESSAGES.malformed);
  }
}

/** The task an e-mail makes (before its attachments), checked by the module's own input. */
function taskOf(mail: ParsedMail, institution: number): TTaskInput {
  const from = mail.from!.value[0];
  const sent = {
    title: (mail.subject?.trim() || '(tárgy nélkül)').slice(0, TITLE_MAX),
    institution,
    institution_reference_number: '',
    deadline: null,
    supervisor: null,
    description: typeof mail.html === 'string' ? htmlToText(mail.html) : (mail.text ?? '').trim(),
    subtasks: [],
    created_from_mail: true,
    sender: (from.name || from.address || '').slice(0, 300),
    sender_email: from.address ?? '',
    send_date: mail.date && !Number.isNaN(mail.date.getTime()) ? formatDateTime(mail.date) : null,
  };
  const parsed = TASK_MANIFEST.input.safeParse(sent);
  if (parsed.success) return parsed.data;
  // A sender address the portal would refuse (or a body past the column) is not worth losing the mail for.
  const withoutAddress = TASK_MANIFEST.input.safeParse({ ...sent, sender_email: '' });
  if (withoutAddress.success) return withoutAddress.data;
  throw emailError(EMAIL_MESSAGES.malformed);
}

/** The mail's attachments as uploads, each through the upload gate first (size, sniffed type). */
async function attachmentsOf(ctx: TAuthedContext, mail: ParsedMail) {
  if (mail.attachments.length > MAX_EMAIL_ATTACHMENTS) throw emailError(EMAIL_MESSAGES.tooManyAttachments);
  const files = mail.attachments.map((a, index) => ({ filename: a.filename || `melleklet-${index + 1}`, data: a.content }));
  for (const file of files) {
    const inspected = await inspectUpload({ data: file.data, filename: file.filename, maxBytes: ctx.config.MAX_UPLOAD_MB * 1024 * 1024 });
    if (!inspected.ok) throw emailError(EMAIL_MESSAGES.attachment(file.filename, inspected.message));
  }
  return files;
}

export interface TEmailTaskWriter {
  create: (tx: TTx, ctx: TAuthedContext, data: TTaskInput) => Promise<number>;
  attach: (tx: TTx, ctx: TAuthedContext, id: number, file: TUploadedFile) => Promise<void>;
}

export async function taskFromEmail(
  tx: TTx,
  ctx: TAuthedContext,
  input: z.output<typeof ZEmailForm>,
  file: TUploadedFile | undefined,
  writer: TEmailTaskWriter,
): Promise<{ id: number }> {
  if (!file) throw emailError(MESSAGES.required);
  if (file.data.length > MAX_EMAIL_MB * 1024 * 1024) throw emailError(EMAIL_MESSAGES.tooLarge);
  const institution = input.institution ?? ctx.user.institution_id;
  if (institution === null || !canUseInstitution(ctx.user, institution)) throw badRequest({ institution: [EMAIL_MESSAGES.noInstitution] });
  const mail = await parse(file.data);
  const files = await attachmentsOf(ctx, mail);
  const id = await writer.create(tx, ctx, taskOf(mail, institution));
  for (const f of files) await writer.attach(tx, ctx, id, f);
  return { id };
}
