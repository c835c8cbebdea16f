// Content-Disposition for downloads and previews: an ASCII `filename=` for old clients and the
// exact UTF-8 name in `filename*=` (RFC 6266 / RFC 8187), so 'Árvíztűrő.pdf' survives.
import { create } from 'content-disposition';

/** 'Árvíztűrő tükörfúrógép.pdf' → 'Arvizturo tukorfurogep.pdf'; other non-ASCII → '_'. */
function asciiFallback(filename: string): string {
  return filename
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_');
}

export function contentDisposition(filename: string, type: 'inline' | 'attachment'): string {
  const clean = filename.replace(/[\p{Cc}\p{Cf}]/gu, '').trim() || 'fajl';
  return create(clean, { type, fallback: asciiFallback(clean) });
}
