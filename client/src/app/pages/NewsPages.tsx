import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useNavigate, useParams, Navigate } from 'react-router-dom';
import { trpc } from '../../api/trpc.ts';
import { formatDateTime } from '../../ui/formatters.ts';
import { useServerErrors } from '../../ui/useServerErrors.ts';
import { validate } from '@etanker/shared/validation.ts';
import { toast } from '../../ui/toasts.ts';
import { entityIdOf } from '../../ui/entityId.ts';

export function NewsNewPage() {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [localErrors, setLocalErrors] = useState<{ title?: string; content?: string }>({});
  const server = useServerErrors();
  const create = trpc.core.news.create.useMutation({
    onSuccess: (created) => {
      toast('success', 'A hír mentése sikerült.');
      navigate(`/hirek/${created.id}.html`);
    },
    onError: server.fail,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = { title: validate(title, [{ type: 'required' }]) ?? undefined, content: validate(content, [{ type: 'required' }]) ?? undefined };
    setLocalErrors(errors);
    if (!errors.title && !errors.content) create.mutate({ title, content });
  };
  return (
    <Paper withBorder p="lg">
      <Title order={1} size="h2" mb="md">
        Új hír
      </Title>
      <form onSubmit={submit} noValidate>
        <TextInput label="Cím" value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={localErrors.title ?? server.errorOf('title')} mb="sm" />
        <Textarea
          label="Tartalom"
          rows={8}
          value={content}
          onChange={(e) => setContent(e.currentTarget.value)}
          error={localErrors.content ?? server.errorOf('content')}
          mb="sm"
        />
        <Button type="submit" loading={create.isPending}>
          Mentés
        </Button>
      </form>
    </Paper>
  );
}

function NewsDetails({ id }: { id: number }) {
  const utils = trpc.useUtils();
  const news = trpc.core.news.get.useQuery({ id });
  const markRead = trpc.core.news.markRead.useMutation({ onSuccess: () => utils.core.news.list.invalidate() });
  const unread = news.data && !news.data.read;
  const marked = useRef(false);
  useEffect(() => {
    // Opening an unread item marks it read, once.
    if (!unread || marked.current) return;
    marked.current = true;
    markRead.mutate({ id });
  }, [unread, id, markRead]);
  if (!news.data) return null;
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Title order={1} size="h2">
          {news.data.title}
        </Title>
        <Text size="sm" c="gray.7">
          {formatDateTime(news.data.created_at)}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{news.data.content}</Text>
      </Stack>
    </Paper>
  );
}

export function NewsDetailsPage() {
  const id = entityIdOf(useParams().file);
  return id === null ? <Navigate to="/404.html" replace /> : <NewsDetails id={id} />;
}
