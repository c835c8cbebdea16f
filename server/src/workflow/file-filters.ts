// The list filters a plain module's rows get with their file case (define.ts `files`): new
// comments and new attachments for the caller, through the row's `file_case` relation.
import type { TAuthedContext } from '../access/context.ts';
import type { TFilter } from './list-filter.ts';
import { ZQueryBool } from '../http/schemas.ts';

type TWhere = Record<string, unknown>;

const unread = (label: string, kind: 'comment' | 'attachment'): TFilter<TWhere> => ({
  schema: ZQueryBool,
  where: ((v: boolean, ctx: TAuthedContext): TWhere =>
    v ? { file_case: { is: { unread_markers: { some: { user_id: ctx.user.id, kind } } } } } : {}) as TFilter<TWhere>['where'],
  options: () => ({ label, type: 'bool' }),
});

export function fileFilters(files: { comments?: boolean; attachments?: boolean }): Record<string, TFilter<TWhere>> {
  return {
    ...(files.comments ? { has_unread_comment: unread('Olvasatlan megjegyzés', 'comment') } : {}),
    ...(files.attachments ? { has_unseen_attachment: unread('Új melléklet', 'attachment') } : {}),
  };
}
