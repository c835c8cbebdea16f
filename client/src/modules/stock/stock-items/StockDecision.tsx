// The count of one item (donteshozas/, MODULES.md §3.54): the quick "Ellenőrizve" (an empty
// decision_option and answers: found) and the three options with an optional note as the answer.
import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { QUICK_VERIFY_LABEL, STOCK_DECISION_OPTIONS } from '@etanker/shared/stock.ts';
import { trpc } from '../../../api/trpc.ts';
import { postMultipart } from '../../../api/rest.ts';
import { toApiError, errorText } from '../../../api/errors.ts';
import { useInvalidateModule } from '../../../ui/moduleApi.ts';
import { toast } from '../../../ui/toasts.ts';

const COLORS: Record<string, string> = { '': 'teal', found: 'green', missing: 'orange', to_scrap: 'red' };

export function StockDecision({ id }: { id: number }) {
  const item = trpc.stockItems.get.useQuery({ id });
  const invalidate = useInvalidateModule('stockItems');
  const [note, setNote] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  if (!item.data) return null;
  const decided = (item.data.decided_by as { name?: string } | null)?.name;

  const decide = async (option: string) => {
    const form = new FormData();
    form.append('decision_option', option);
    form.append('answers', option && note.trim() ? JSON.stringify({ note: note.trim() }) : '');
    setPending(option);
    try {
      await postMultipart(`/api/leltar/${id}/donteshozas/`, form);
      toast('success', 'A leltári döntés rögzítve.');
      setNote('');
      await invalidate();
    } catch (error) {
      toast('error', errorText(toApiError(error)));
    } finally {
      setPending(null);
    }
  };

  const button = (option: string, label: string) => (
    <Button
      key={option || 'quick'}
      color={COLORS[option]}
      variant={option ? 'light' : 'filled'}
      loading={pending === option}
      disabled={pending !== null}
      onClick={() => void decide(option)}
    >
      {label}
    </Button>
  );

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Text fw={600}>Leltári döntés</Text>
        <Text size="sm">{decided ? `Utoljára leltározta: ${decided} (${String(item.data.decided_at ?? '')})` : 'Még nincs leltározva.'}</Text>
        {item.data.can_decide ? (
          <>
            <Textarea label="Megjegyzés a döntéshez" autosize minRows={2} maxLength={2000} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
            <Group gap="xs">
              {button('', QUICK_VERIFY_LABEL)}
              {Object.entries(STOCK_DECISION_OPTIONS).map(([option, label]) => button(option, label))}
            </Group>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
