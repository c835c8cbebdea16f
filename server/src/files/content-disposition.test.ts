import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    const header = contentDisposition('Árvíztűrő tükörfúrógép.pdf', 'attachment');
    expect(header).toBe(
      `attachment; filename="Arvizturo tukorfurogep.pdf"; ` + `filename*=UTF-8''%C3%81rv%C3%ADzt%C5%B1r%C5%91%20t%C3%BCk%C3%B6rf%C3%BAr%C3%B3g%C3%A9p.pdf`,
    );
    expect(/^[\x20-\x7e]+$/.test(header)).toBe(true);
    expect(parse(header).parameters.filename).toBe('Árvíztűrő tükörfúrógép.pdf');
  });

  it('supports inline previews and plain ASCII names', () => {
    expect(contentDisposition('report.pdf', 'inline')).toBe('inline; filename=report.pdf');
  });

  it('escapes quotes and drops control characters that could split the header', () => {
    const header = contentDisposition('a"b\r\nSet-Cookie: x.pdf', 'attachment');
    expect(header).not.toMatch(/[\r\n]/);
    expect(parse(header).parameters.filename).toBe('a"bSet-Cookie: x.pdf');
  });
});
