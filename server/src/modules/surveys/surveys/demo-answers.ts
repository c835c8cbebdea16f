// The demo surveys' questions and the schools' answers (demo.ts), by unit code. Kept apart so the
// module's test sums the same numbers by hand. Both surveys ask the same questions, so the open
// one shows each school's autumn answers beside them (elozo-eredmenyek/).
import type { TQuestionInput } from '../questions.ts';

export const DEMO_QUESTIONS: TQuestionInput[] = [
  { id: 1, text: 'Hány tanuló vett részt a félévben pályaorientációs programon?', kind: 'number', choices: [] },
  {
    id: 2,
    text: 'Mennyire elégedett a duális partnerekkel való együttműködéssel?',
    kind: 'choice',
    choices: ['Nagyon elégedett', 'Elégedett', 'Kevéssé elégedett', 'Elégedetlen'],
  },
  { id: 3, text: 'Milyen rendezvényeket tartottak a félévben?', kind: 'list', choices: [] },
  { id: 4, text: 'Milyen támogatást kérnek a centrumtól a következő félévre?', kind: 'text', choices: [] },
];

export type TDemoAnswers = Record<string, string | number | string[]>;

/** The autumn survey, over: 001–003 closed theirs; 004's stays open, so the summary leaves it out. */
export const AUTUMN: Record<string, TDemoAnswers> = {
  '001': { 1: 120, 2: 'Nagyon elégedett', 3: ['Nyílt nap', 'Szakmák éjszakája'], 4: 'Mentorképzés a duális partnerek oktatóinak.' },
  '002': { 1: 85, 2: 'Elégedett', 3: ['Pályaorientációs nap'], 4: 'Hegesztő tanműhely felújítása.' },
  '003': { 1: 64.5, 2: 'Elégedett', 3: [], 4: 'Nyelvi képzés a vendéglátó szakmákban.' },
  '004': { 1: 200, 2: 'Elégedetlen' },
};
export const AUTUMN_CLOSED = ['001', '002', '003'];

/** The spring survey, open for 001 and 002: 001 has begun. */
export const SPRING: Record<string, TDemoAnswers> = {
  '001': { 1: 134, 2: 'Elégedett' },
};
