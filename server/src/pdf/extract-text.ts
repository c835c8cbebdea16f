// The text of a PDF, page by page, as a reader would copy it: lets tests check what a generated
// document says (pdfjs-dist's legacy build is the one that runs in Node).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function extractPdfText(data: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  await pdf.destroy();
  return pages.join('\n');
}
