// An import's progress in percent and its state's colour (list and details alike).
export const STATE_COLORS: Record<string, string> = { pending: 'gray', processing: 'blue', done: 'green', failed: 'red' };

export function importProgress(i: { state: string; done_rows: number; total_rows: number }): number {
  if (i.state === 'done') return 100;
  return i.total_rows > 0 ? Math.min(100, Math.round((i.done_rows / i.total_rows) * 100)) : 0;
}
