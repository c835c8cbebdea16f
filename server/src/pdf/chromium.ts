// Which Chromium prints the PDFs: the system's (CHROMIUM_PATH, /usr/bin/chromium by default) when
// it is installed, else the one inside the @sparticuz/chromium package, so that `npm ci` and
// `npm start` are enough on a machine without a Chromium package.
import fs from 'node:fs';

export type TChromiumChoice = { source: 'system'; path: string } | { source: 'bundled'; systemPath: string } | { source: 'none'; systemPath: string };

export const CHROMIUM_UNAVAILABLE = 'A PDF most nem készíthető: a szerveren nem indítható a Chromium. Kérjük, jelezze a rendszergazdának.';

function isExecutableFile(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The system Chromium first; the bundled one only when `allowBundled` (default). */
export function chooseChromium(options: { systemPath: string; allowBundled?: boolean; isExecutable?: (file: string) => boolean }): TChromiumChoice {
  const isExecutable = options.isExecutable ?? isExecutableFile;
  if (isExecutable(options.systemPath)) return { source: 'system', path: options.systemPath };
  return { source: options.allowBundled === false ? 'none' : 'bundled', systemPath: options.systemPath };
}

/** The binary to launch. The bundled one is unpacked into the temp directory on first use (a few
 * seconds) and loaded only then: a server with a system Chromium never reads the package. */
export async function chromiumExecutable(choice: TChromiumChoice): Promise<string> {
  if (choice.source === 'system') return choice.path;
  if (choice.source === 'none') throw new Error(`Nincs Chromium: ${choice.systemPath}`);
  const { default: bundled } = await import('@sparticuz/chromium');
  return bundled.executablePath();
}

/** The start-up log line. */
export function describeChromium(choice: TChromiumChoice): string {
  switch (choice.source) {
    case 'system':
      return `PDF: a rendszer Chromiuma (${choice.path}).`;
    case 'bundled':
      return `PDF: a @sparticuz/chromium csomag Chromiuma (${choice.systemPath} nincs telepítve; az első PDF-nél bontja ki).`;
    case 'none':
      return `PDF: nincs Chromium (${choice.systemPath}); a PDF-kérésekre 503 a válasz.`;
  }
}
