export const REST_BASE = 'kotelezettsegvallalas';
export const detailPath = (id: number) => `/penzugy/kotelezettsegvallalas/${id}.html`;
