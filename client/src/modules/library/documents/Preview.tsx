// A PDF or an image shown in the page: fetched with the token (the download needs it) and shown
// from a blob URL, which the CSP allows for images and objects; anything else only downloads.
import { useEffect, useState } from 'react';
import { Alert, Image, Text } from '@mantine/core';
import { restFetch } from '../../../api/rest.ts';

export const previewable = (mime: string | null) => mime === 'application/pdf' || (mime?.startsWith('image/') ?? false);

export function Preview({ path, mime, name }: { path: string; mime: string; name: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    restFetch(`${path}${path.includes('?') ? '&' : '?'}inline=1`)
      .then((response) => response.blob())
      .then((blob) => {
        made = URL.createObjectURL(blob);
        if (live) setUrl(made);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [path]);
  if (failed) return <Alert color="red">Az előnézet nem tölthető be.</Alert>;
  if (!url) return <Text c="dimmed">Előnézet betöltése…</Text>;
  if (mime.startsWith('image/')) return <Image src={url} alt={name} maw="100%" fit="contain" mah={600} />;
  return (
    <object data={url} type="application/pdf" aria-label={`${name} előnézete`} style={{ width: '100%', height: '70vh', border: 0 }}>
      <Text>A böngésző nem jeleníti meg a PDF-et: töltse le.</Text>
    </object>
  );
}
