// Rules of the dynamic extra-field form (000 §2, §3, §5).
import { MESSAGES } from './validation.ts';

export const EXTRA_FIELD_TYPES = ['number', 'text', 'long_text', 'date', 'datetime', 'boolean', 'select', 'multi_select', 'user_select', 'section'] as const;
export type TExtraFieldType = (typeof EXTRA_FIELD_TYPES)[number];

/** The default that stands for "the institution's address". */
export const INSTITUTION_ADDRESS_MARKER = '__institution_address__';

/** When the compared value (an entity field, or another extra field's answer) equals `value`, apply
 * `effect`; 'only' is the other way round: the field shows only while one of its 'only' conditions
 * holds (a request form type's own fields: `{ field: 'type', value: <type id>, effect: 'only' }`). */
export interface TExtraFieldCondition {
  field?: string;
  extra_field?: string;
  value: string | number | boolean;
  effect: 'hidden' | 'read_only' | 'only';
}

export interface TExtraFieldDefinition {
  id: number;
  codename: string;
  type: TExtraFieldType;
  label: string;
  suffix: string;
  choices: { value: string | number; label: string }[];
  user_choices: { value: string | number; label: string }[];
  mandatory: boolean;
  /** codename of the section heading the field belongs to, '' when outside sections */
  section: string;
  source_field: string;
  is_active: boolean;
  default: unknown;
  min_date_delta: number | null;
  conditions: TExtraFieldCondition[];
  district_employee: boolean;
}

export interface TExtraFieldAnswer {
  field_id: number;
  section_index: number;
  value: unknown;
}

export interface TInstitutionAddress {
  zip_code?: string | null;
  city?: string | null;
  address_1?: string | null;
}

export function typeDefault(type: TExtraFieldType): unknown {
  switch (type) {
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'multi_select':
      return [];
    case 'select':
    case 'user_select':
    case 'date':
    case 'datetime':
      return null;
    default:
      return '';
  }
}

/** The institution-address marker fills zip, city and address; other defaults apply as given. */
export function initialValue(definition: TExtraFieldDefinition, institution: TInstitutionAddress | null): unknown {
  if (definition.default === INSTITUTION_ADDRESS_MARKER) {
    const { zip_code, city, address_1 } = institution ?? {};
    return [[zip_code, city].filter(Boolean).join(' '), address_1].filter(Boolean).join(', ');
  }
  return definition.default ?? typeDefault(definition.type);
}

/** min_date_delta sets the earliest selectable date (days from today) unless the user may edit all. */
export function minSelectableDate(definition: TExtraFieldDefinition, today: Date, canEditAll: boolean): Date | null {
  if (canEditAll || definition.min_date_delta === null || definition.min_date_delta === undefined) return null;
  const earliest = new Date(today);
  earliest.setDate(earliest.getDate() + definition.min_date_delta);
  return earliest;
}

function asText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

export function answerValue(answers: readonly TExtraFieldAnswer[], fieldId: number, sectionIndex: number): unknown {
  return answers.find((answer) => answer.field_id === fieldId && answer.section_index === sectionIndex)?.value;
}

/** Hidden / read-only from the conditions; values compare as text, so booleans match 'true'/'false'. */
export function conditionState(
  definition: TExtraFieldDefinition,
  context: { values: Record<string, unknown>; definitions: readonly TExtraFieldDefinition[]; answers: readonly TExtraFieldAnswer[]; sectionIndex: number },
): { hidden: boolean; readOnly: boolean } {
  const state = { hidden: false, readOnly: false };
  let shownOnly: boolean | null = null;
  for (const condition of definition.conditions ?? []) {
    let actual: unknown;
    if (condition.extra_field) {
      const source = context.definitions.find((candidate) => candidate.codename === condition.extra_field);
      const index = source?.section && source.section === definition.section ? context.sectionIndex : 0;
      actual = source ? answerValue(context.answers, source.id, index) : undefined;
      // An unanswered boolean is false (its type default), as the server judges it.
      if (actual === undefined && source?.type === 'boolean') actual = false;
    } else if (condition.field) {
      actual = context.values[condition.field];
    }
    const holds = asText(actual) === asText(condition.value);
    if (condition.effect === 'only') shownOnly = shownOnly === true || holds;
    else if (!holds) continue;
    else if (condition.effect === 'hidden') state.hidden = true;
    else state.readOnly = true;
  }
  if (shownOnly === false) state.hidden = true;
  return state;
}

/** Mandatory fields may not stay empty (selects, multi-selects and user selects included); optional ones may. */
export function extraFieldError(definition: TExtraFieldDefinition, value: unknown): string | null {
  if (!definition.mandatory || definition.type === 'section' || definition.type === 'boolean') return null;
  const empty = value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  return empty ? MESSAGES.required : null;
}

/** How many answers a repeatable section holds (at least one). */
export function sectionCount(section: TExtraFieldDefinition, definitions: readonly TExtraFieldDefinition[], answers: readonly TExtraFieldAnswer[]): number {
  const memberIds = new Set(definitions.filter((definition) => definition.section === section.codename).map((definition) => definition.id));
  const indexes = answers.filter((answer) => memberIds.has(answer.field_id)).map((answer) => answer.section_index);
  return Math.max(1, ...indexes.map((index) => index + 1));
}

export function setAnswer(answers: readonly TExtraFieldAnswer[], fieldId: number, sectionIndex: number, value: unknown): TExtraFieldAnswer[] {
  const others = answers.filter((answer) => !(answer.field_id === fieldId && answer.section_index === sectionIndex));
  return [...others, { field_id: fieldId, section_index: sectionIndex, value }];
}

/** 'Új válasz': a new answer block of the section, filled with the members' initial values. */
export function addSectionAnswer(
  section: TExtraFieldDefinition,
  definitions: readonly TExtraFieldDefinition[],
  answers: readonly TExtraFieldAnswer[],
  institution: TInstitutionAddress | null,
): TExtraFieldAnswer[] {
  const index = sectionCount(section, definitions, answers);
  const members = definitions.filter((definition) => definition.section === section.codename);
  return [...answers, ...members.map((member) => ({ field_id: member.id, section_index: index, value: initialValue(member, institution) }))];
}

/** X: removes one answer block and closes the gap in the indexes. */
export function removeSectionAnswer(
  section: TExtraFieldDefinition,
  definitions: readonly TExtraFieldDefinition[],
  answers: readonly TExtraFieldAnswer[],
  index: number,
): TExtraFieldAnswer[] {
  const memberIds = new Set(definitions.filter((definition) => definition.section === section.codename).map((definition) => definition.id));
  return answers
    .filter((answer) => !(memberIds.has(answer.field_id) && answer.section_index === index))
    .map((answer) => (memberIds.has(answer.field_id) && answer.section_index > index ? { ...answer, section_index: answer.section_index - 1 } : answer));
}

/** Answers for every active field that has none yet (index 0 of sections included). A new record
 * starts from the defaults; a saved one left its empty answers out, so those get the type default. */
export function withInitialAnswers(
  definitions: readonly TExtraFieldDefinition[],
  answers: readonly TExtraFieldAnswer[],
  institution: TInstitutionAddress | null,
  isNew = true,
): TExtraFieldAnswer[] {
  const missing = definitions
    .filter((definition) => definition.is_active && definition.type !== 'section')
    .filter((definition) => !answers.some((answer) => answer.field_id === definition.id))
    .map((definition) => ({ field_id: definition.id, section_index: 0, value: isNew ? initialValue(definition, institution) : typeDefault(definition.type) }));
  return [...answers, ...missing];
}
