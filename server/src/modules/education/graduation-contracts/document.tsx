// Érettségi megbízási szerződés: the kit's exam contract to sign (workflow/exam-document.tsx)
// with graduation's task columns: the kind of work, the class and the days.
import type { TTx } from '../../../db/client.ts';
import type { TRecordView } from '../../../workflow/define.ts';
import { ExamContractPdf, taskDays, typeName } from '../../../workflow/exam-document.tsx';
import { GRADUATION_MANIFEST } from './manifest.ts';

export const GraduationContractPdf = (tx: TTx, id: number, view: TRecordView) =>
  ExamContractPdf(
    tx,
    {
      manifest: GRADUATION_MANIFEST,
      table: (t) => t.graduationContract,
      title: 'Érettségi megbízási szerződés',
      columns: [
        ['Feladat', typeName],
        ['Osztály', (t) => String(t.class_name)],
        ['Időpont', taskDays],
      ],
    },
    id,
    view,
  );
