// The shapes the fill-in screens read (server: modules/surveys/survey-results).
import type { TQuestion } from '@etanker/shared/questions.ts';
import type { TAnswerValue } from '../../../ui/AnswerInput.tsx';

export interface TSurveyResult {
  id: number;
  answers: Record<string, TAnswerValue>;
  closed: boolean;
  closed_at: string | null;
  institution: { id: number; name: string };
  survey: { id: number; name: string; note: string; open_from: string; deadline: string; questions: TQuestion[] };
  status: string;
  can_edit: boolean;
  can_close: boolean;
  can_reopen: boolean;
}

export interface TPrevious {
  questions: { question: number; previous: { survey: { id: number; name: string; deadline: string }; result: number; value: TAnswerValue }[] }[];
}
