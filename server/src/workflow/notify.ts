// Mail after a decision: the user (or group members) the record now waits on, and the creator
// when it closes. decide() queues them with the decision's own write (mail/queue.ts sends them),
// so a decision that fails mails nothing. Addresses come from a cache: no query.
import type { TTx } from '../db/client.ts';
import type { TAuthedContext } from '../access/context.ts';
import type { TAnyWorkflowModule } from './define.ts';
import { createReadCache } from '../db/read-cache.ts';
import type { TQueuedMail } from '../mail/queue.ts';
import { FLOW_STATES } from '@etanker/shared/states.ts';

interface TContacts {
  /** Active users' addresses. */
  emails: Map<number, string>;
  /** Active members of each group. */
  members: Map<number, number[]>;
}

/** What the mails read of the record a decision moved (decide.ts TMovedCase). */
interface TMailedCase {
  state: string;
  waiting_for_user_id: number | null;
  waiting_for_group_id: number | null;
  creator_id: number;
  title: string;
  reference_number: string | null;
}

const cachedContacts = createReadCache<TContacts>(60_000, { dependsOn: ['User', 'Group'] });

function contacts(tx: TTx): Promise<TContacts> {
  return cachedContacts('all', async () => {
    const users = await tx.user.findMany({ where: { is_active: true }, select: { id: true, email: true, groups: { select: { id: true } } } });
    const members = new Map<number, number[]>();
    for (const u of users) for (const g of u.groups) members.set(g.id, [...(members.get(g.id) ?? []), u.id]);
    return { emails: new Map(users.map((u) => [u.id, u.email])), members };
  });
}

export async function decisionMails(tx: TTx, ctx: TAuthedContext, def: TAnyWorkflowModule, caseId: number, c: TMailedCase): Promise<TQueuedMail[]> {
  const { emails, members } = await contacts(tx);
  const link = `${ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`}${def.detailRoute.replace('{id}', String(caseId))}`;
  const title = `${def.label}: ${c.title}${c.reference_number ? ` (${c.reference_number})` : ''}`;
  const messages: TQueuedMail[] = [];
  const waiting = c.waiting_for_user_id !== null ? [c.waiting_for_user_id] : c.waiting_for_group_id !== null ? (members.get(c.waiting_for_group_id) ?? []) : [];
  for (const id of waiting.filter((id) => id !== ctx.user.id && emails.has(id))) {
    messages.push({
      to: emails.get(id)!,
      link,
      subject: `Döntésre vár: ${title}`,
      text: `Tisztelt Kolléga!\n\nA(z) ${title} az Ön döntésére vár.\n\n${link}\n\neTanker portál`,
    });
  }
  const creatorEmail = emails.get(c.creator_id);
  if ((c.state === 'closed_positive' || c.state === 'closed_negative') && c.creator_id !== ctx.user.id && creatorEmail) {
    const label = FLOW_STATES[c.state];
    messages.push({
      to: creatorEmail,
      link,
      subject: `${label}: ${title}`,
      text: `Tisztelt Kolléga!\n\nA(z) ${title} lezárult, eredménye: ${label}.\n\n${link}\n\neTanker portál`,
    });
  }
  return messages;
}
