// `npm test`: builds the client when stale (browser tests load it), then every vitest project.
import { ensureClientBuilt, runForwarding } from './start.mjs';

ensureClientBuilt();
runForwarding('npx', ['vitest', 'run', ...process.argv.slice(2)]);
