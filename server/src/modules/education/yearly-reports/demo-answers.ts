// The demo schools' yearly report answers (demo.ts), by unit code. Kept apart so the module's test
// sums the same numbers by hand.
import type { TAnswerInput } from '../../answers.ts';

export interface TDemoReport {
  base_numbers: { teacher_count: number | null; student_count: number | null };
  answers: TAnswerInput[];
}

const n = (question: number, value: number): TAnswerInput => ({ question, value });
const t = (question: number, value: string): TAnswerInput => ({ question, value });
const l = (question: number, array_value: string[]): TAnswerInput => ({ question, array_value });

/** Last school year: every question answered. 001–003 close theirs; 004's stays open (overdue), so the summary must leave it out. */
export const LAST_YEAR: Record<string, TDemoReport> = {
  '001': {
    base_numbers: { teacher_count: 58, student_count: 612 },
    answers: [
      n(1, 612),
      n(2, 590),
      n(3, 148),
      n(4, 132),
      n(5, 210),
      t(6, 'Mentorprogram a 9. évfolyamon, délutáni felzárkóztató foglalkozások matematikából és szakmai alapozásból.'),
      t(7, 'Országos SZKTV döntő: két első helyezés villanyszerelő szakmában.'),
      n(8, 22),
      n(9, 64),
      n(10, 18),
      t(11, 'Kiváló'),
      t(12, 'Teljesen'),
      l(13, ['GINOP Plusz-3.2.1 Digitális tananyagfejlesztés', 'Határtalanul! osztálykirándulás Erdélybe']),
      l(14, ['Nyílt nap (2024. november)', 'Szakmák éjszakája', 'Ballagás és szalagavató']),
      l(15, ['SZKTV villanyszerelő 1. hely', 'Szakma Kiváló Tanulója – megyei 2. hely']),
      t(16, 'Új mechatronikai tanműhely, a duális partnerek számának növelése.'),
    ],
  },
  '002': {
    base_numbers: { teacher_count: 41, student_count: 438 },
    answers: [
      n(1, 438),
      n(2, 401),
      n(3, 96),
      n(4, 0),
      n(5, 175),
      t(6, 'Dobbantó program, egyéni fejlesztési tervek, szülői kapcsolattartás erősítése.'),
      t(7, 'A szakmai vizsgák eredménye 6 százalékponttal javult.'),
      n(8, 37),
      n(9, 0),
      n(10, 11),
      t(11, 'Jó'),
      t(12, 'Részben'),
      l(13, ['Erasmus+ szakmai gyakorlat Ausztriában']),
      l(14, ['Pályaorientációs nap', 'Szakmai hét']),
      l(15, ['Országos hegesztőverseny 3. hely']),
      t(16, 'A lemorzsolódás csökkentése, felnőttképzési esti tagozat indítása.'),
    ],
  },
  '003': {
    base_numbers: { teacher_count: 47, student_count: 527 },
    answers: [
      n(1, 527),
      n(2, 509),
      n(3, 121),
      n(4, 117),
      n(5, 160),
      t(6, 'Tanulószoba, kortárs segítők, pszichológus heti két napon.'),
      t(7, 'A turisztikai ágazat tanulói nemzetközi versenyen szerepeltek.'),
      n(8, 18),
      n(9, 51),
      n(10, 14),
      t(11, 'Jó'),
      t(12, 'Teljesen'),
      l(13, ['Erasmus+ mobilitás Portugáliába', 'Hajdúszoboszlói fürdő – ösztöndíjprogram']),
      l(14, ['Nyílt nap', 'Gasztronómiai fesztivál']),
      l(15, []),
      t(16, 'Idegen nyelvi képzés bővítése a vendéglátó szakmákban.'),
    ],
  },
  '004': {
    base_numbers: { teacher_count: 39, student_count: 389 },
    answers: [
      n(1, 389),
      n(2, 371),
      n(3, 88),
      n(4, 74),
      n(5, 120),
      t(6, 'Kollégiumi tanulásmódszertani foglalkozások.'),
      t(7, 'Új kollégiumi szárny átadása.'),
      n(8, 18),
      n(9, 40),
      n(10, 9),
      t(11, 'Megfelelő'),
      t(12, 'Teljesen'),
      l(13, ['TOP Plusz kollégiumfelújítás']),
      l(14, ['Kollégiumi napok']),
      l(15, ['Agrár szakmai verseny 2. hely']),
      t(16, 'A kollégiumi férőhelyek kihasználtságának növelése.'),
    ],
  },
};

/** This school year: 001 has begun (base numbers, the headcounts), 002 only a choice; 003 and 004 nothing yet. */
export const THIS_YEAR: Record<string, TDemoReport> = {
  '001': { base_numbers: { teacher_count: 59, student_count: 634 }, answers: [n(1, 634), n(5, 222), t(11, 'Kiváló')] },
  '002': { base_numbers: { teacher_count: null, student_count: 441 }, answers: [t(12, 'Részben')] },
};

/** The schools whose last-year report the demo closes. */
export const CLOSED_LAST_YEAR = ['001', '002', '003'];
