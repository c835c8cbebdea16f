// The shapes the yearly reports' screens read (server: modules/education/yearly-reports).
import type { TQuestion, TQuestionSummary } from '@etanker/shared/questions.ts';

export type { TQuestion };

export interface TAnswer {
  question: number;
  value: string | number | null;
  array_value: string[] | null;
}

export interface TYearlyReport {
  id: number;
  institution: { id: number; name: string };
  year: number;
  school_year: string;
  base_numbers: { teacher_count: number | null; student_count: number | null };
  due_date: string | null;
  closed: boolean;
  closed_at: string | null;
  status: string;
  questions: TQuestion[];
  answers: TAnswer[];
  generated_report: { url: string; generated_at: string } | null;
  can_edit: boolean;
  can_close: boolean;
  can_generate_pdf: boolean;
}

export interface TSummary {
  year: number;
  school_year: string;
  closed_count: number;
  report_count: number;
  base_numbers: { teacher_count: number; student_count: number };
  questions: TQuestionSummary[];
}
