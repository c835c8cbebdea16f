// npm run example:trpc: the demo school manager's waiting commitments, and a decision on one (ETANKER_URL).
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '@etanker/server/trpc';

let token = '';
const api = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: `${process.env.ETANKER_URL ?? 'http://localhost:3000'}/trpc`, headers: () => ({ Authorization: `Token ${token}` }) })],
});

token = (await api.auth.login.mutate({ email: 'vezeto.a@etanker.local', password: 'etanker' })).key;
const waiting = await api.commitments.list.query({ waiting_for_me: true });
for (const row of waiting.data) console.log(`#${row.id} ${row.subject} – ${row.state_label}`);

const first = waiting.data[0];
if (first) {
  const { current_step } = await api.commitments.get.query({ id: first.id });
  const approve = current_step!.options.find((option) => option.label.startsWith('Jóváhagyom'))!;
  const answer = await api.commitments.decide.mutate({ id: first.id, decision_option: approve.id });
  console.log(`#${first.id} jóváhagyva, most vár: ${answer.waiting_for?.name ?? '–'}`);
}
