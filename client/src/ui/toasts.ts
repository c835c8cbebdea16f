import { notifications } from '@mantine/notifications';
import { getToken } from '../api/token.ts';

export type TToastKind = 'info' | 'success' | 'warning' | 'error';
export interface TToast {
  id: string;
  message: string;
  type: TToastKind;
}

export const TOAST_LIFETIME_MS = 2500;
const COLORS: Record<TToastKind, string> = { info: 'blue', success: 'green', warning: 'yellow', error: 'red' };

// The session's notifications, listed on /uzenetek.html; memory only (nothing else persists).
let history: TToast[] = [];
const listeners = new Set<() => void>();
let counter = 0;

export function toast(type: TToastKind, message: string): void {
  // Requests failing after the session ended: the login page's one message says it all.
  if (type === 'error' && !getToken()) return;
  counter += 1;
  const id = `toast-${counter}`;
  history = [{ id, message, type }, ...history];
  listeners.forEach((listener) => listener());
  // Mantine pauses the timer while the pointer is over the toast; a click hides it.
  notifications.show({
    id,
    message,
    color: COLORS[type],
    autoClose: TOAST_LIFETIME_MS,
    withCloseButton: false,
    onClick: () => notifications.hide(id),
    style: { cursor: 'pointer' },
    'data-toast': type,
  });
}

export function toastHistory(): TToast[] {
  return history;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
