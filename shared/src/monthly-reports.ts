// The questions of a monthly report (havi beszámoló, spec 002 §3 "Monthly report"): problems, the
// three statistics and the six lists, each with its fields. Numbered like the yearly report's
// questions, because the 400's `answers` errors name their question by its number first (002 §5).
// The server validates against these, the client builds its form from them.

export type TMonthlyFieldKind = 'text' | 'longtext' | 'date' | 'count' | 'choice';

export interface TMonthlyField {
  key: string;
  label: string;
  kind: TMonthlyFieldKind;
  choices?: readonly string[];
}

export interface TMonthlyQuestion {
  number: number;
  key: string;
  label: string;
  /** text: one text; statistics: an object of counts; list: rows of the fields */
  kind: 'text' | 'statistics' | 'list';
  fields: readonly TMonthlyField[];
}

/** Pedagógus-minősítési fokozatok (326/2013. Korm. rendelet): a certificate change's new level. */
export const TEACHER_LEVELS = ['Gyakornok', 'Pedagógus I.', 'Pedagógus II.', 'Mesterpedagógus', 'Kutatótanár'] as const;

export const MONTHLY_QUESTIONS: readonly TMonthlyQuestion[] = [
  { number: 1, key: 'problems', label: 'Problémák, nehézségek a hónapban', kind: 'text', fields: [] },
  {
    number: 2,
    key: 'statistics',
    label: 'Létszámadatok',
    kind: 'statistics',
    fields: [
      { key: 'sni_person_count', label: 'SNI tanulók száma', kind: 'count' },
      { key: 'students_came', label: 'Érkezett tanulók', kind: 'count' },
      { key: 'students_left', label: 'Távozott tanulók', kind: 'count' },
    ],
  },
  {
    number: 3,
    key: 'certificate_changes',
    label: 'Pedagógusminősítések változása',
    kind: 'list',
    fields: [
      { key: 'user', label: 'Pedagógus', kind: 'text' },
      { key: 'date', label: 'Dátum', kind: 'date' },
      { key: 'new_level', label: 'Új fokozat', kind: 'choice', choices: TEACHER_LEVELS },
    ],
  },
  {
    number: 4,
    key: 'competitions',
    label: 'Versenyek',
    kind: 'list',
    fields: [
      { key: 'name', label: 'Verseny', kind: 'text' },
      { key: 'type', label: 'Típus', kind: 'text' },
      { key: 'classes', label: 'Osztályok', kind: 'text' },
      { key: 'participant_count', label: 'Résztvevők', kind: 'count' },
      { key: 'result', label: 'Eredmény', kind: 'text' },
    ],
  },
  {
    number: 5,
    key: 'conference_attendances',
    label: 'Konferencián, továbbképzésen részvétel',
    kind: 'list',
    fields: [
      { key: 'date', label: 'Dátum', kind: 'date' },
      { key: 'topic', label: 'Téma', kind: 'text' },
      { key: 'users', label: 'Résztvevők', kind: 'text' },
    ],
  },
  {
    number: 6,
    key: 'school_event',
    label: 'Iskolai rendezvények',
    kind: 'list',
    fields: [
      { key: 'name', label: 'Rendezvény', kind: 'text' },
      { key: 'type', label: 'Típus', kind: 'text' },
      { key: 'description', label: 'Leírás', kind: 'longtext' },
    ],
  },
  {
    number: 7,
    key: 'teacher_assignment_changes',
    label: 'Pedagógus-megbízások változása',
    kind: 'list',
    fields: [
      { key: 'reason', label: 'Ok', kind: 'text' },
      { key: 'date', label: 'Dátum', kind: 'date' },
    ],
  },
  {
    number: 8,
    key: 'teacher_meetings',
    label: 'Nevelőtestületi értekezletek',
    kind: 'list',
    fields: [
      { key: 'date', label: 'Dátum', kind: 'date' },
      { key: 'topic', label: 'Téma', kind: 'text' },
      { key: 'description', label: 'Leírás', kind: 'longtext' },
    ],
  },
];

/** The states of a monthly report and their names. */
export const MONTHLY_REPORT_STATES = { open: 'Nyitott', submitted: 'Beküldve', closed: 'Lezárva' } as const;
export type TMonthlyReportState = keyof typeof MONTHLY_REPORT_STATES;

/** Where a report stands on the list: due (határidős), overdue (lejárt), submitted, closed. */
export const MONTHLY_DEADLINE_STATES = { due: 'Kitöltendő', overdue: 'Lejárt határidő', submitted: 'Beküldve', closed: 'Lezárva' } as const;

/** A 400's `answers` error: [question number, message, field path within the answers ('statistics.students_came', 'competitions.0.name')]. */
export type TMonthlyAnswerError = [number, string, string];

export const MONTH_NAMES = [
  'január',
  'február',
  'március',
  'április',
  'május',
  'június',
  'július',
  'augusztus',
  'szeptember',
  'október',
  'november',
  'december',
];
