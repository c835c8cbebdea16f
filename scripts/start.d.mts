// Types of scripts/start.mjs (plain JavaScript: `npm start` runs it before tsx is loaded).
export const repoRoot: string;
export const SERVER_ARGS: string[];
export const SERVER_ENV: Record<string, string>;
export function ensureClientBuilt(): void;
export function runForwarding(command: string, args: string[], options?: import('node:child_process').SpawnOptions): import('node:child_process').ChildProcess;
export function clientBuildIsFresh(): boolean;
