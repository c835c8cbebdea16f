// Documents are React components rendered to static HTML, then printed by Chromium (renderer.ts).
// Module templates compose CaseDocument (frame.tsx) and FieldTable; print styles live here, once.
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { formatDateTime } from '@etanker/shared/format.ts';

export type TDocumentInstitution = {
  name: string;
  unit_code?: string | null;
  zip_code?: string | null;
  city?: string | null;
  address_1?: string | null;
};

const PRINT_CSS = `
  * { box-sizing: border-box; }
  html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  body { margin: 0; font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 10pt; line-height: 1.4; color: #111; }
  .doc-header { border-bottom: 1.5pt solid #1f3a5f; padding-bottom: 6pt; margin-bottom: 14pt; }
  .doc-institution { font-size: 12pt; font-weight: bold; color: #1f3a5f; }
  .doc-institution-details { font-size: 9pt; color: #444; }
  h1 { font-size: 15pt; margin: 0 0 4pt; }
  .doc-reference { font-size: 9.5pt; color: #333; margin-bottom: 12pt; }
  .doc-content { margin-top: 8pt; }
  .doc-footer { margin-top: 24pt; padding-top: 4pt; border-top: 0.5pt solid #999; font-size: 8pt; color: #555; }
  table { width: 100%; border-collapse: collapse; margin: 6pt 0 12pt; page-break-inside: auto; }
  tr { page-break-inside: avoid; }
  th, td { border: 0.5pt solid #999; padding: 3pt 5pt; text-align: left; vertical-align: top; }
  th { background: #eef2f7; }
  .field-table th { width: 35%; font-weight: bold; }
`;

/** A full HTML page (UTF-8, Hungarian, print CSS) around a document component. */
export function renderDocumentHtml(element: ReactElement): string {
  const page = (
    <html lang="hu">
      <head>
        <meta charSet="utf-8" />
        <style dangerouslySetInnerHTML={{ __html: PRINT_CSS }} />
      </head>
      <body>{element}</body>
    </html>
  );
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}

function institutionAddress(institution: TDocumentInstitution): string {
  const place = [institution.zip_code, institution.city].filter(Boolean).join(' ');
  return [place, institution.address_1].filter(Boolean).join(', ');
}

export function DocumentLayout(props: { institution: TDocumentInstitution; title: string; referenceNumber?: string | null; children?: ReactNode }) {
  const { institution, title, referenceNumber, children } = props;
  const address = institutionAddress(institution);
  return (
    <div className="document">
      <header className="doc-header">
        <div className="doc-institution">{institution.name}</div>
        {address && <div className="doc-institution-details">{address}</div>}
        {institution.unit_code && <div className="doc-institution-details">Intézményi azonosító: {institution.unit_code}</div>}
      </header>
      <h1>{title}</h1>
      {referenceNumber && <div className="doc-reference">Iktatószám: {referenceNumber}</div>}
      <main className="doc-content">{children}</main>
      <footer className="doc-footer">Készült: {formatDateTime(new Date())}</footer>
    </div>
  );
}

/** The usual two-column label / value table of a record's fields. */
export function FieldTable(props: { rows: [label: string, value: ReactNode][] }) {
  return (
    <table className="field-table">
      <tbody>
        {props.rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
