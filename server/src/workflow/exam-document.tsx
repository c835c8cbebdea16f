// The contract to sign of an exam contract (graduation, complex exam): the school (megbízó), the
// examiner (megbízott) with what the manifest prints, the tasks with their planned and final
// values (final: once recorded), the payment in whole forints and the usual clauses of a Ptk.
// 6:272. § assignment. A module names its PDF's title, its tasks' descriptive columns and its own terms' labels.
import type { TTx } from '../db/client.ts';
import type { TRecordView } from './define.ts';
import type { TManifest } from './manifest.ts';
import { FieldTable } from '../pdf/document.tsx';
import { CaseDocument, DOCUMENT_HEAD_SELECT, Signatures, ContractParties } from '../pdf/frame.tsx';
import { formatDate, formatMoney, formatNumber } from '@etanker/shared/format.ts';
import { examContractFields } from './exam-fields.ts';

type TTask = Record<string, unknown>;

/** The labels of the contract's terms (exam-fields.ts), printed apart from the parties. */
const TERMS = new Set(Object.values(examContractFields()).map((f) => f.label));
/** A descriptive column of the tasks' table: its header and its text of a task as the API answers it. */
export type TExamTaskColumn = [header: string, text: (task: TTask) => string];

interface TTable {
  findUniqueOrThrow(args: object): Promise<Record<string, unknown>>;
}

/** The counted values, planned / final. */
const COUNTED: [string, string, (v: number) => string][] = [
  ['Tanulók', 'students_count', (v) => formatNumber(v)],
  ['Órák', 'number_of_hours', (v) => formatNumber(v)],
  ['Óradíj', 'salary', (v) => formatMoney(v)],
  ['Közreműködői díj', 'contributor_salary', (v) => formatMoney(v)],
];

const pair = (task: TTask, key: string, show: (v: number) => string) => {
  const final = task[`final_${key}`];
  return `${show(Number(task[key]))} / ${final === null || final === undefined ? '–' : show(Number(final))}`;
};

export const typeName = (task: TTask) => (task.type as { name: string } | null)?.name ?? '';
export const taskDays = (task: TTask) => `${formatDate(task.start_date as string)} – ${formatDate(task.end_date as string)}`;

export async function ExamContractPdf(
  tx: TTx,
  o: { manifest: TManifest; table: (tx: TTx) => unknown; title: string; columns: TExamTaskColumn[]; terms?: readonly string[] },
  id: number,
  view: TRecordView,
) {
  const r = await (o.table(tx) as TTable).findUniqueOrThrow({ where: { id }, select: { ...o.manifest.select, case: { select: DOCUMENT_HEAD_SELECT } } });
  const head = r.case as Parameters<typeof CaseDocument>[0]['head'];
  const contract = o.manifest.toApi(r, await o.manifest.loadNames(tx, [r])) as Record<string, unknown>;
  const tasks = contract.tasks as TTask[];
  const counted = COUNTED.filter(([, key]) => tasks.some((t) => key in t));
  // The examiner and the company first, the contract's terms after them; empty rows (a company not named) left out.
  const rows = o.manifest.pdfRows(contract, view).filter(([, text]) => text !== '');
  const isTerm = (label: string) => TERMS.has(label) || Boolean(o.terms?.includes(label));
  const [terms, party] = [rows.filter(([label]) => isTerm(label)), rows.filter(([label]) => !isTerm(label))];
  return (
    <CaseDocument head={head} title={o.title}>
      <ContractParties school={head.institution} schoolRole="Megbízó" party={party} partyRole="Megbízott" />
      <FieldTable rows={terms} />
      <table>
        <thead>
          <tr>
            {o.columns.map(([header]) => (
              <th key={header}>{header}</th>
            ))}
            {counted.map(([header]) => (
              <th key={header}>{header} (terv / tény)</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {tasks.map((t) => (
            <tr key={String(t.id)}>
              {o.columns.map(([header, text]) => (
                <td key={header}>{text(t)}</td>
              ))}
              {counted.map(([header, key, show]) => (
                <td key={header}>{pair(t, key, show)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <FieldTable
        rows={[
          ['Teljesítés igazolva', contract.certified_at ? String(contract.certified_at) : 'még nem'],
          ['Megbízási díj összesen', formatMoney(contract.total_payment as number)],
        ]}
      />
      <ol>
        <li>A Megbízott a feladatokat személyesen, a vizsgaszabályzat és a Megbízó utasításai szerint látja el.</li>
        <li>
          A megbízási díj a feladatok óraszámának és óradíjának szorzata (és a közreműködői díjak, költségtérítés); a teljesítés igazolása után a tényleges
          adatok szerint számolva a Megbízó a Megbízott bankszámlájára utalja, a közterheket levonja és megfizeti.
        </li>
        <li>A szerződésben nem szabályozott kérdésekben a Polgári Törvénykönyv megbízásra vonatkozó szabályai (Ptk. 6:272. §) az irányadók.</li>
      </ol>
      <Signatures
        signatories={[
          { role: 'Megbízó', name: head.institution.name },
          { role: 'Megbízott', name: String(contract.name) },
        ]}
      />
    </CaseDocument>
  );
}
