// A yearly report's question as the server answers it and the screens read it (the static list
// `yearly_report_questions`; server/src/modules/education/yearly-reports/questions.ts).
export type TQuestionKind = 'number' | 'text' | 'choice' | 'list';

export interface TQuestion {
  id: number;
  number: number;
  text: string;
  kind: TQuestionKind;
  choices: string[];
}
