// Komplex vizsga megbízási szerződés: the kit's exam contract to sign (workflow/exam-document.tsx)
// with complex exams' task columns: the kind of work, the profession with its OKJ / SZJ ids and category.
import type { TTx } from '../../../db/client.ts';
import type { TRecordView } from '../../../workflow/define.ts';
import { ExamContractPdf, typeName } from '../../../workflow/exam-document.tsx';
import { COMPLEX_EXAM_MANIFEST } from './manifest.ts';

export const ComplexExamPdf = (tx: TTx, id: number, view: TRecordView) =>
  ExamContractPdf(
    tx,
    {
      manifest: COMPLEX_EXAM_MANIFEST,
      table: (t) => t.complexExam,
      title: 'Komplex vizsga megbízási szerződés',
      terms: [COMPLEX_EXAM_MANIFEST.fields.travel_and_accommodation_fee.label],
      columns: [
        ['Feladat', typeName],
        ['Szakma', (t) => [t.profession_name, t.okj_id && `OKJ ${String(t.okj_id)}`, t.szj_id && `SZJ ${String(t.szj_id)}`].filter(Boolean).join(', ')],
        ['Kategória', (t) => String(t.category)],
      ],
    },
    id,
    view,
  );
