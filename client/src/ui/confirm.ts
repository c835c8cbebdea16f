// One way to ask before an action that destroys or creates a record (issue 11 item 1): a
// Mantine confirm modal in Hungarian that names the record. Needs the ModalsProvider of main.tsx.
import { modals } from '@mantine/modals';

export interface TConfirmRequest {
  /** the dialog's title, e.g. 'Törlés' */
  title: string;
  /** the question, e.g. 'Biztosan törli a(z) „KV/2026/00012 – Projektor” kötelezettségvállalást?' */
  question: string;
  /** the confirm button's text; the title when omitted */
  confirmLabel?: string;
  /** destructive actions get a red confirm button */
  destructive?: boolean;
  onConfirm: () => void;
}

export function confirmAction({ title, question, confirmLabel, destructive = false, onConfirm }: TConfirmRequest): void {
  modals.openConfirmModal({
    title,
    children: question,
    labels: { confirm: confirmLabel ?? title, cancel: 'Mégse' },
    confirmProps: { color: destructive ? 'red' : undefined, 'data-confirm': 'yes' },
    onConfirm,
  });
}

/** 'a(z) „KV/2026/00012 – Projektor” kötelezettségvállalást': the record by its name
 * (recordName), followed by the module's noun in the accusative. */
export function recordPhrase(name: string, accusative = 'rekordot'): string {
  return `a(z) ${name} ${accusative}`;
}

/** '„KV/2026/00012 – Projektor”': the reference number and the title, as both tell records apart
 * (many share a title, nobody remembers numbers); a title that already holds the number stands alone. */
export function recordName(reference: string | null | undefined, title: string): string {
  const name = reference && !title.includes(reference) ? [reference, title].filter(Boolean).join(' – ') : title || (reference ?? '');
  return `„${name}”`;
}
