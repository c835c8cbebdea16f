import { describe, expect, it } from 'vitest';
import { chooseChromium, describeChromium } from './chromium.ts';

const installed =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

describe('chooseChromium', () => {
  it('prefers the system Chromium when it is there', () => {
    const choice = chooseChromium({ systemPath: '/usr/bin/chromium', isExecutable: installed('/usr/bin/chromium') });
    expect(choice).toEqual({ source: 'system', path: '/usr/bin/chromium' });
    expect(describeChromium(choice)).toBe('PDF: a rendszer Chromiuma (/usr/bin/chromium).');
  });

  it('falls back to the bundled Chromium when the system path is absent', () => {
    const choice = chooseChromium({ systemPath: '/usr/bin/chromium', isExecutable: installed() });
    expect(choice).toEqual({ source: 'bundled', systemPath: '/usr/bin/chromium' });
    expect(describeChromium(choice)).toMatch(/@sparticuz\/chromium/);
  });

  it('has none when the system path is absent and the fallback is off', () => {
    const choice = chooseChromium({ systemPath: '/opt/chromium', allowBundled: false, isExecutable: installed('/usr/bin/chromium') });
    expect(choice).toEqual({ source: 'none', systemPath: '/opt/chromium' });
  });

  it('checks the real file system by default', () => {
    expect(chooseChromium({ systemPath: '/nonexistent/chromium', allowBundled: false }).source).toBe('none');
    // A directory is not a Chromium, even with its x bits.
    expect(chooseChromium({ systemPath: '/usr/bin', allowBundled: false }).source).toBe('none');
    expect(chooseChromium({ systemPath: process.execPath, allowBundled: false }).source).toBe('system');
  });
});
