// HTML → PDF with one shared Chromium: launched on the first render (about 0.5 s), then every
// render only opens a page (150–340 ms). A browser that crashed or was killed is relaunched; one
// that cannot start at all makes the render a 503 with a message for the user.
import type { Browser } from 'puppeteer';
import { serviceUnavailable } from '../http/errors.ts';
import { CHROMIUM_UNAVAILABLE, chromiumExecutable, type TChromiumChoice } from './chromium.ts';

export type TPdfRenderer = {
  readonly chromium: TChromiumChoice;
  render(html: string): Promise<Buffer>;
  close(): Promise<void>;
};

// What Chromium needs to run as root in a container without a GPU, quietly and offline.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const PAGE_MARGIN = { top: '15mm', right: '15mm', bottom: '15mm', left: '15mm' };

async function launch(chromium: TChromiumChoice): Promise<Browser> {
  // puppeteer is loaded with the first render: a server that never prints does not hold it.
  const [{ default: puppeteer }, executablePath] = await Promise.all([import('puppeteer'), chromiumExecutable(chromium)]);
  // The bundled binary is chrome-headless-shell, which only runs headless 'shell'.
  return puppeteer.launch({ executablePath, headless: chromium.source === 'bundled' ? 'shell' : true, args: CHROMIUM_FLAGS });
}

export function createPdfRenderer(options: { chromium: TChromiumChoice }): TPdfRenderer {
  let launching: Promise<Browser> | null = null;

  function forget(attempt: Promise<Browser>) {
    if (launching === attempt) launching = null;
  }

  async function browser(): Promise<Browser> {
    const current = launching && (await launching.catch(() => null));
    if (current?.connected) return current;
    const attempt = launch(options.chromium).catch((error: unknown) => {
      console.error('A Chromium nem indítható:', error);
      throw serviceUnavailable(CHROMIUM_UNAVAILABLE);
    });
    launching = attempt;
    attempt.then(
      (started) => started.once('disconnected', () => forget(attempt)),
      () => forget(attempt),
    );
    return attempt;
  }

  return {
    chromium: options.chromium,
    async render(html) {
      const page = await (await browser()).newPage();
      try {
        await page.setContent(html, { waitUntil: 'load' });
        const pdf = await page.pdf({ format: 'A4', printBackground: true, margin: PAGE_MARGIN });
        return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      } finally {
        await page.close().catch(() => undefined);
      }
    },
    async close() {
      const attempt = launching;
      launching = null;
      const started = attempt && (await attempt.catch(() => null));
      await started?.close();
    },
  };
}
