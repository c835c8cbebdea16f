import { describe, expect, it } from 'vitest';
import { EMPTY_COMMENT_FLAGS, setCommentFlag, visibleCommentFlags } from './commentFlags.ts';

describe('comment flags', () => {
  it('private clears school-should-reply and waiting-for-attachment', () => {
    const flags = { ...EMPTY_COMMENT_FLAGS, school_should_reply: true, waiting_for_attachment: true, important: true };
    expect(setCommentFlag(flags, 'private_comment', true)).toEqual({
      private_comment: true,
      school_should_reply: false,
      waiting_for_attachment: false,
      important: true,
    });
  });

  it('either school flag clears private', () => {
    const flags = { ...EMPTY_COMMENT_FLAGS, private_comment: true };
    expect(setCommentFlag(flags, 'school_should_reply', true).private_comment).toBe(false);
    expect(setCommentFlag(flags, 'waiting_for_attachment', true).private_comment).toBe(false);
  });

  it('unticking changes nothing else', () => {
    const flags = { ...EMPTY_COMMENT_FLAGS, private_comment: true, important: true };
    expect(setCommentFlag(flags, 'important', false)).toEqual({ ...flags, important: false });
  });

  it('shows the centre-only flags to the centre only', () => {
    expect(visibleCommentFlags(false)).toEqual(['important']);
    expect(visibleCommentFlags(true)).toEqual(['private_comment', 'school_should_reply', 'waiting_for_attachment', 'important']);
  });
});
