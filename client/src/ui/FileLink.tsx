import { Anchor } from '@mantine/core';
import { downloadFile } from '../api/rest.ts';
import { toast } from './toasts.ts';

/** Where an attachment downloads from (the server's attachmentUrl). */
export const attachmentHref = (id: number) => `/api/mellekletek/${id}/letoltes/`;

/** A stored file: downloaded with the token (a plain link would carry none). */
export function FileLink({ href, name }: { href: string; name: string }) {
  return (
    <Anchor component="button" type="button" onClick={() => downloadFile(href, name).catch(() => toast('error', 'A fájl letöltése nem sikerült.'))}>
      {name}
    </Anchor>
  );
}
