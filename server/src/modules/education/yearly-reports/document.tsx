// The yearly report's PDF (pdf-generalasa/) and the summary's PDF (osszegzes/pdf/): the kit's
// document frame; the summary prints the same answer the screen and the xlsx show.
import { DocumentLayout, FieldTable, renderDocumentHtml, type TDocumentInstitution } from '../../../pdf/document.tsx';
import { formatNumber } from '@etanker/shared/format.ts';
import type { TQuestion } from './questions.ts';
import type { TSummary } from './summary.ts';
import { schoolYearLabel } from './school-year.ts';

export interface TReportForPdf {
  institution: TDocumentInstitution;
  year: number;
  teacher_count: number | null;
  student_count: number | null;
  due_date: string | null;
  closed_at: string | null;
  answers: { question: number; value: string | null; array_value: string[] }[];
}

const shown = (n: number | null) => (n === null ? '—' : formatNumber(n));

function ReportPdf(props: { report: TReportForPdf; questions: TQuestion[] }) {
  const { report, questions } = props;
  const answerOf = (q: TQuestion) => {
    const a = report.answers.find((x) => x.question === q.id);
    if (!a) return '—';
    if (q.kind === 'list')
      return a.array_value.length ? (
        <ul>
          {a.array_value.map((v, i) => (
            <li key={i}>{v}</li>
          ))}
        </ul>
      ) : (
        '—'
      );
    return q.kind === 'number' && a.value !== null ? formatNumber(Number(a.value)) : (a.value ?? '—');
  };
  return (
    <DocumentLayout institution={report.institution} title={`Éves beszámoló – ${schoolYearLabel(report.year)}. tanév`}>
      <FieldTable
        rows={[
          ['Pedagógusok száma', shown(report.teacher_count)],
          ['Tanulók száma', shown(report.student_count)],
          ['Határidő', report.due_date ?? '—'],
          ['Lezárva', report.closed_at ?? 'Nincs lezárva'],
        ]}
      />
      <FieldTable rows={questions.map((q) => [`${q.number}. ${q.text}`, answerOf(q)])} />
    </DocumentLayout>
  );
}

export const reportPdfHtml = (report: TReportForPdf, questions: TQuestion[]) => renderDocumentHtml(<ReportPdf report={report} questions={questions} />);

function SummaryPdf(props: { summary: TSummary; centre: TDocumentInstitution }) {
  const { summary, centre } = props;
  return (
    <DocumentLayout institution={centre} title={`Éves beszámolók összesítése – ${summary.school_year}. tanév`}>
      <FieldTable
        rows={[
          ['Lezárt beszámolók', `${summary.closed_count} / ${summary.report_count}`],
          ['Pedagógusok száma összesen', formatNumber(summary.base_numbers.teacher_count)],
          ['Tanulók száma összesen', formatNumber(summary.base_numbers.student_count)],
        ]}
      />
      {summary.questions.map((q) => (
        <section key={q.id}>
          <h3>
            {q.number}. {q.text}
          </h3>
          {q.stats && (
            <table>
              <thead>
                <tr>
                  <th>Válaszok</th>
                  <th>Összeg</th>
                  <th>Átlag</th>
                  <th>Minimum</th>
                  <th>Maximum</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>{q.stats.count}</td>
                  <td>{formatNumber(q.stats.sum)}</td>
                  <td>{formatNumber(q.stats.avg)}</td>
                  <td>{formatNumber(q.stats.min)}</td>
                  <td>{formatNumber(q.stats.max)}</td>
                </tr>
              </tbody>
            </table>
          )}
          {q.distribution && <FieldTable rows={q.distribution.map((d) => [d.choice, String(d.count)])} />}
          {q.answers && <FieldTable rows={q.answers.map((a) => [a.institution.name, a.array_value.length ? a.array_value.join('; ') : (a.value ?? '')])} />}
        </section>
      ))}
    </DocumentLayout>
  );
}

export const summaryPdfHtml = (summary: TSummary, centre: TDocumentInstitution) => renderDocumentHtml(<SummaryPdf summary={summary} centre={centre} />);
