// Issue 2's export figure: 100,000 commitments (one financial year) as xlsx, streamed and
// discarded, with the server process's peak resident memory during the download.
import { HALF_YEAR } from './generate.ts';
import type { TBenchServer } from './server.ts';

export interface TExportFigure {
  rows_filter: string;
  seconds: number;
  megabytes: number;
  peak_rss_mb: number;
  /** Resident before the export: what the server holds anyway. */
  rss_before_mb: number;
  status: number;
}

export async function benchExport(server: TBenchServer, token: string): Promise<TExportFigure> {
  const filter = `financial_year=${HALF_YEAR}`;
  const before = server.memoryMb();
  server.resetPeakMemory();
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/api/kotelezettsegvallalas/export/?format=xlsx&${filter}`, { headers: { authorization: `Token ${token}` } });
  let bytes = 0;
  const reader = response.body!.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.byteLength;
  const seconds = (performance.now() - started) / 1000;
  return { rows_filter: filter, seconds, megabytes: bytes / 1024 / 1024, peak_rss_mb: server.peakMemoryMb(), rss_before_mb: before, status: response.status };
}
