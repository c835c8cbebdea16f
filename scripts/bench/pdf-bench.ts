// Issue 2's PDF figure: the commitment preview, after one warm-up, 20 requests one after another.
import type { TBenchServer } from './server.ts';

const REQUESTS = 20;

export interface TPdfFigure {
  p50_ms: number;
  max_ms: number;
  warmup_ms: number;
  bytes: number;
}

async function timedPreview(url: string, token: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Token ${token}` } });
  const body = await response.arrayBuffer();
  if (!response.ok || response.headers.get('content-type') !== 'application/pdf')
    throw new Error(`PDF előnézet: ${response.status} ${Buffer.from(body).toString().slice(0, 200)}`);
  return { ms: performance.now() - started, bytes: body.byteLength };
}

export async function benchPdf(server: TBenchServer, token: string, recordId: number): Promise<TPdfFigure> {
  const url = `${server.baseUrl}/api/kotelezettsegvallalas/${recordId}/generate_preview/?document_type=commitment`;
  const warmup = await timedPreview(url, token);
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const run = await timedPreview(url, token);
    times.push(run.ms);
    bytes = run.bytes;
  }
  times.sort((a, b) => a - b);
  return { p50_ms: times[Math.floor(times.length / 2)], max_ms: times.at(-1)!, warmup_ms: warmup.ms, bytes };
}
