// What the libraries' demos store (prisma/seed/demo): one-page PDFs with a title and a few
// lines, written here so the demo needs no file on disk, stored through the same upload path.
import type { TAuthedContext } from '../../../access/context.ts';
import { inspectUpload } from '../../../files/upload.ts';
import type { TTree } from './libraries.ts';
import { createFolder, storeDocument } from './write.ts';

/** Helvetica's standard encoding has no ő or ű: the PDF's text is written without accents. */
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '?');

/** A valid one-page PDF with a title and lines. */
export function demoPdf(title: string, lines: readonly string[]): Buffer {
  const escape = (s: string) => plain(s).replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [`BT /F1 18 Tf 56 780 Td (${escape(title)}) Tj ET`, ...lines.map((l, i) => `BT /F1 11 Tf 56 ${740 - i * 18} Td (${escape(l)}) Tj ET`)].join(
    '\n',
  );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = Buffer.byteLength(body);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'ascii');
}

/** A demo document: a PDF checked by the upload gate and stored under `name`. */
export async function demoDocument(ctx: TAuthedContext, tree: TTree, parentId: number | null, name: string, lines: readonly string[], visible = true) {
  const data = demoPdf(name, lines);
  const inspected = await inspectUpload({ data, filename: `${name}.pdf`, maxBytes: data.length });
  if (!inspected.ok) throw new Error(inspected.message);
  return storeDocument(ctx, tree, parentId, { name, descendants_can_see: visible }, { data, filename: `${name}.pdf`, ...inspected });
}

export const demoFolder = (ctx: TAuthedContext, tree: TTree, parentId: number | null, name: string, visible = true) =>
  createFolder(ctx, tree, parentId, { name, descendants_can_see: visible });
