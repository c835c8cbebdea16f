// Rendkívüli elrendelés: the order the head of the school signs and the person ordered signs as
// received — the type, the work, the period.
import type { TTx } from '../../../db/client.ts';
import type { TRecordView } from '../../../workflow/define.ts';
import { FieldTable } from '../../../pdf/document.tsx';
import { CaseDocument, DOCUMENT_HEAD_SELECT, partyLine, Signatures } from '../../../pdf/frame.tsx';
import { EXTRAORDINARY_ORDAINMENT_MANIFEST as MANIFEST } from './manifest.ts';

export async function ExtraordinaryOrdainmentPdf(tx: TTx, id: number, view: TRecordView) {
  const r = await tx.extraordinaryOrdainment.findUniqueOrThrow({ where: { id }, select: { ...MANIFEST.select, case: { select: DOCUMENT_HEAD_SELECT } } });
  const ordainment = MANIFEST.toApi(r, await MANIFEST.loadNames(tx, [r]));
  return (
    <CaseDocument head={r.case} title="Rendkívüli elrendelés">
      <FieldTable rows={[['Elrendelő intézmény', partyLine(r.case.institution)]]} />
      <FieldTable rows={MANIFEST.pdfRows(ordainment, view)} />
      <p>Az elrendelt feladatot a fenti időszakban, a munkaköri leírásán felül köteles ellátni; az elrendelés a munkaidő-nyilvántartásban külön jelölendő.</p>
      <Signatures signatories={[{ role: 'Intézményvezető' }, { role: 'Átvettem', name: ordainment.name }]} />
    </CaseDocument>
  );
}
