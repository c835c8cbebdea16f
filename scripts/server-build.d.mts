// Types of scripts/server-build.mjs (plain JavaScript: `npm start` runs it before tsx is loaded).
export const SERVER_BUNDLE: string;
export function ensureServerBuilt(): Promise<void>;
