import { useState } from 'react';
import { Badge, Button, Checkbox, FileInput, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { postMultipart } from '../api/rest.ts';
import { toast } from './toasts.ts';
import { confirmAction } from './confirm.ts';
import { useMe } from '../api/startup-data.ts';
import { EMPTY_COMMENT_FLAGS, setCommentFlag, visibleCommentFlags, type TCommentFlag, type TCommentFlags } from './commentFlags.ts';
import { formatDateTime } from './formatters.ts';
import { BADGE } from './badgeColors.ts';
import { workflowApi, type TCommentModuleKey, type TWorkflowModuleKey } from './moduleApi.ts';
import { useServerErrors } from './useServerErrors.ts';
import { validate } from '@etanker/shared/validation.ts';
import { nameOf, type TComment } from './workflowTypes.ts';
import { FileLink } from './FileLink.tsx';

/** The comment box has 5 rows (000 §9). */
export const COMMENT_ROWS = 5;
export const DELETED_COMMENT_TEXT = 'Törölt megjegyzés';

const FLAG_LABELS: Record<TCommentFlag, string> = {
  private_comment: 'Csak központi megjegyzés',
  school_should_reply: 'Az iskolának válaszolnia kell',
  waiting_for_attachment: 'Mellékletre vár',
  important: 'Fontos',
};

export function CommentFlagBoxes({ flags, onChange, isCentre }: { flags: TCommentFlags; onChange: (flags: TCommentFlags) => void; isCentre: boolean }) {
  return (
    <Group gap="md">
      {visibleCommentFlags(isCentre).map((flag) => (
        <Checkbox
          key={flag}
          label={FLAG_LABELS[flag]}
          checked={flags[flag]}
          onChange={(event) => onChange(setCommentFlag(flags, flag, event.currentTarget.checked))}
        />
      ))}
    </Group>
  );
}

function CommentItem({ comment, canDelete, onDelete }: { comment: TComment; canDelete: boolean; onDelete: () => void }) {
  return (
    <Paper withBorder p="sm" bg={comment.is_deleted ? 'gray.0' : undefined} data-comment-id={comment.id}>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text fw={600} size="sm">
            {nameOf(comment.author)}
          </Text>
          <Text size="xs" c="gray.7">
            {formatDateTime(comment.created_at)}
          </Text>
          {comment.important && <Badge color={BADGE.negative}>Fontos</Badge>}
          {comment.private_comment && <Badge color={BADGE.special}>Központi</Badge>}
          {comment.school_should_reply && <Badge color={BADGE.attention}>Válaszra vár</Badge>}
          {comment.waiting_for_attachment && <Badge color={BADGE.positive}>Mellékletre vár</Badge>}
        </Group>
        {canDelete && (
          <Button size="xs" variant="subtle" color="red" onClick={onDelete}>
            Törlés
          </Button>
        )}
      </Group>
      {comment.is_deleted ? (
        <Text fs="italic" c="gray.7">
          {DELETED_COMMENT_TEXT}
        </Text>
      ) : (
        <Text style={{ whiteSpace: 'pre-wrap' }}>{comment.content}</Text>
      )}
      {!comment.is_deleted &&
        comment.attachments.map((attachment) => (
          <div key={attachment.file}>
            <FileLink href={attachment.file} name={attachment.name} />
          </div>
        ))}
    </Paper>
  );
}

/** A comment with files goes as multipart to uj-komment/, each file as a part named 'attachment'. */
export function commentForm(content: string, flags: TCommentFlags, files: readonly File[]): FormData {
  const form = new FormData();
  form.append('content', content);
  for (const [flag, value] of Object.entries(flags)) form.append(flag, String(value));
  for (const file of files) form.append('attachment', file);
  return form;
}

export function Comments({
  recordId,
  comments,
  moduleKey,
  restBase,
  canComment,
  onChanged,
}: {
  recordId: number;
  comments: TComment[];
  moduleKey: TCommentModuleKey;
  restBase: string;
  /** the server's can_comment: without it the comments are shown without the box */
  canComment: boolean;
  onChanged: () => Promise<void>;
}) {
  const me = useMe();
  // Every comment module's router has the workflow's addComment and deleteComment procedures (a plain row's file case too).
  const api = workflowApi(moduleKey as TWorkflowModuleKey);
  const [content, setContent] = useState('');
  const [flags, setFlags] = useState<TCommentFlags>(EMPTY_COMMENT_FLAGS);
  const [files, setFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const server = useServerErrors();
  const sent = async () => {
    setContent('');
    setFlags(EMPTY_COMMENT_FLAGS);
    setFiles([]);
    server.clear();
    await onChanged();
  };
  const add = api.addComment.useMutation({ onSuccess: sent, onError: server.fail });
  const remove = api.deleteComment.useMutation({ onSuccess: onChanged, onError: (error) => toast('error', String((error as Error).message)) });

  const sendWithFiles = async (text: string) => {
    setUploading(true);
    try {
      await postMultipart(`/api/${restBase}/${recordId}/uj-komment/`, commentForm(text, flags, files));
      await sent();
    } catch (failure) {
      server.fail(failure);
    } finally {
      setUploading(false);
    }
  };

  const submit = () => {
    const text = content.trim();
    const error = validate(text, [{ type: 'required' }]);
    setLocalError(error);
    if (error) return;
    if (files.length > 0) void sendWithFiles(text);
    else add.mutate({ id: recordId, content: text, ...flags });
  };

  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="xs">
        Megjegyzések
      </Title>
      <Stack gap="xs">
        {comments.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            canDelete={comment.deletable === true}
            onDelete={() =>
              confirmAction({
                title: 'Megjegyzés törlése',
                question: `Biztosan törli ${nameOf(comment.author)} ${formatDateTime(comment.created_at)} megjegyzését?`,
                confirmLabel: 'Törlés',
                destructive: true,
                onConfirm: () => remove.mutate({ id: recordId, comment_id: comment.id }),
              })
            }
          />
        ))}
        {canComment && (
          <>
            <Textarea
              label="Új megjegyzés"
              rows={COMMENT_ROWS}
              value={content}
              onChange={(event) => setContent(event.currentTarget.value)}
              error={localError ?? server.errorOf('content') ?? server.general ?? undefined}
            />
            <CommentFlagBoxes flags={flags} onChange={setFlags} isCentre={Boolean(me?.is_centre)} />
            <FileInput label="Csatolt fájlok" multiple clearable value={files} onChange={setFiles} error={server.errorOf('attachment')} w={360} maw="100%" />
            <Group>
              <Button onClick={submit} loading={add.isPending || uploading}>
                Megjegyzés küldése
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
