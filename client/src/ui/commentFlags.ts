// Comment flag rules of 000 §4 and the centre-only flags of 000 §6.
export interface TCommentFlags {
  private_comment: boolean;
  school_should_reply: boolean;
  waiting_for_attachment: boolean;
  important: boolean;
}

export type TCommentFlag = keyof TCommentFlags;

export const EMPTY_COMMENT_FLAGS: TCommentFlags = {
  private_comment: false,
  school_should_reply: false,
  waiting_for_attachment: false,
  important: false,
};

/** Only the centre (the institution without a parent) sees these flags. */
export const CENTRE_ONLY_FLAGS: readonly TCommentFlag[] = ['school_should_reply', 'private_comment', 'waiting_for_attachment'];

/** Ticking 'private' clears the two school-facing flags; ticking either of those clears 'private'. */
export function setCommentFlag(flags: TCommentFlags, flag: TCommentFlag, value: boolean): TCommentFlags {
  const next = { ...flags, [flag]: value };
  if (!value) return next;
  if (flag === 'private_comment') return { ...next, school_should_reply: false, waiting_for_attachment: false };
  if (flag === 'school_should_reply' || flag === 'waiting_for_attachment') return { ...next, private_comment: false };
  return next;
}

export function visibleCommentFlags(isCentre: boolean): TCommentFlag[] {
  const all: TCommentFlag[] = ['private_comment', 'school_should_reply', 'waiting_for_attachment', 'important'];
  return isCentre ? all : all.filter((flag) => !CENTRE_ONLY_FLAGS.includes(flag));
}
