// The embedded PostgreSQL's port: EMBEDDED_PG_PORT, else a free port chosen on the first start and
// remembered in DATA_DIR/postgres.port, so several portals (DATA_DIRs) run side by side and one
// portal keeps its address across restarts.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { StartError } from '../start-failure.ts';

function listenable(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(null));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : null));
    });
  });
}

/** The port to start on. A remembered port that something else took is replaced by a free one. */
export async function embeddedPort(dataDir: string, configured: number | undefined): Promise<number> {
  if (configured !== undefined) {
    if ((await listenable(configured)) === null) {
      throw new StartError(
        `az EMBEDDED_PG_PORT=${configured} port foglalt; adjon meg másikat, vagy hagyja üresen (akkor szabad portot választunk).`,
        `port EMBEDDED_PG_PORT=${configured} is taken; choose another one, or leave it unset (a free port is chosen then).`,
      );
    }
    return configured;
  }
  const file = path.join(dataDir, 'postgres.port');
  const remembered = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').trim()) : NaN;
  if (Number.isInteger(remembered) && remembered > 0 && (await listenable(remembered)) !== null) return remembered;
  const port = await listenable(0);
  if (port === null) throw new StartError('nincs szabad port a beágyazott PostgreSQL számára.', 'no free port for the embedded PostgreSQL.');
  fs.writeFileSync(file, `${port}\n`);
  return port;
}
