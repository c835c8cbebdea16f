// A question of a questionnaire as the server answers it and the screens read it: the yearly
// reports' static list `yearly_report_questions` and a survey's own questions (server: modules/answers.ts).
export type TQuestionKind = 'number' | 'text' | 'choice' | 'list';

export const QUESTION_KINDS = ['number', 'text', 'choice', 'list'] as const satisfies readonly TQuestionKind[];

export interface TQuestion {
  id: number;
  number: number;
  text: string;
  kind: TQuestionKind;
  choices: string[];
}

/** A question's summary over closed questionnaires (server: modules/answer-summary.ts). */
export interface TQuestionSummary {
  id: number;
  number: number;
  text: string;
  kind: TQuestionKind;
  stats: { count: number; sum: number; avg: number; min: number; max: number } | null;
  distribution: { choice: string; count: number }[] | null;
  answers: { institution: { id: number; name: string }; value: string | null; array_value: string[] }[] | null;
}
