/** '{entityId}.html' → the id; anything else → null (the route then shows not found). */
export function entityIdOf(file: string | undefined): number | null {
  const match = /^(\d+)\.html$/.exec(file ?? '');
  return match ? Number(match[1]) : null;
}
