// What a test file's helpers opened (its database, its server) is closed when the file ends, last
// opened first. The helpers are called inside the files' beforeAll hooks, where an afterAll of
// their own is never run: it left every file's server open and its database undropped.
const pending: Array<() => Promise<void>> = [];

export function atFileEnd(cleanup: () => Promise<void>): void {
  pending.push(cleanup);
}

export async function runFileEnd(): Promise<void> {
  for (const cleanup of pending.splice(0).reverse()) await cleanup();
}
