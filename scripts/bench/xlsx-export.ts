// Spreadsheet export at scale: 100,000 rows × 8 columns through writeXlsx into a discarding sink.
// Budget: ≤ 6 s and ≤ 300 MB peak RSS. Run: npx tsx scripts/bench/xlsx-export.ts [rows]
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type TXlsxColumn, writeXlsx } from '../../server/src/export/xlsx.ts';

const ROWS = Number(process.argv[2] ?? 100_000);
const BUDGET = { seconds: 6, rssMb: 300 };

const columns: TXlsxColumn[] = [
  { header: 'Azonosító', key: 'id', type: 'number' },
  { header: 'Iktatószám', key: 'reference_number' },
  { header: 'Intézmény', key: 'institution' },
  { header: 'Tárgy', key: 'subject', width: 40 },
  { header: 'Összeg', key: 'amount', type: 'money' },
  { header: 'Teljesítés', key: 'due', type: 'date' },
  { header: 'Létrehozva', key: 'created_at', type: 'datetime' },
  { header: 'Állapot', key: 'state' },
];

// An async source, as a paged database cursor would be.
async function* rows() {
  const start = Date.UTC(2026, 0, 1);
  for (let i = 1; i <= ROWS; i++) {
    yield {
      id: i,
      reference_number: `KV/2026/${String(i).padStart(6, '0')}`,
      institution: `Minta Szakképzési Centrum ${i % 40} Tagintézménye`,
      subject: `Árvíztűrő tükörfúrógép beszerzése, tétel ${i}`,
      amount: String((i * 7919) % 10_000_000),
      due: new Date(start + (i % 365) * 86_400_000),
      created_at: new Date(start + i * 60_000),
      state: i % 3 === 0 ? 'closed_positive' : 'under_checking',
    };
  }
}

let peakRss = process.memoryUsage.rss();
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 20);

let bytes = 0;
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    bytes += chunk.length;
    done();
  },
});

const started = performance.now();
await pipeline(writeXlsx({ sheetName: 'Export', columns, rows: rows() }), sink);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage.rss());

const rssMb = peakRss / 1024 / 1024;
const ok = seconds <= BUDGET.seconds && rssMb <= BUDGET.rssMb;
console.log(
  `xlsx export: ${ROWS} rows × ${columns.length} columns, ${(bytes / 1024 / 1024).toFixed(1)} MB file, ` +
    `${seconds.toFixed(2)} s, peak RSS ${rssMb.toFixed(0)} MB (budget ${BUDGET.seconds} s, ${BUDGET.rssMb} MB): ${ok ? 'OK' : 'OVER BUDGET'}`,
);
process.exitCode = ok ? 0 : 1;
