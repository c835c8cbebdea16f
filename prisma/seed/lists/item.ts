// One item of a hand-written static list; its key is its 1-based place in the list.
export interface TListItem {
  name: string;
  code?: string;
  data?: Record<string, unknown>;
}
