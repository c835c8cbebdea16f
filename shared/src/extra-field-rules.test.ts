import { describe, expect, it } from 'vitest';
import {
  addSectionAnswer,
  conditionState,
  extraFieldError,
  initialValue,
  INSTITUTION_ADDRESS_MARKER,
  minSelectableDate,
  removeSectionAnswer,
  sectionCount,
  typeDefault,
  withInitialAnswers,
  type TExtraFieldAnswer,
  type TExtraFieldDefinition,
} from './extra-field-rules.ts';

function field(overrides: Partial<TExtraFieldDefinition>): TExtraFieldDefinition {
  return {
    id: 1,
    codename: 'f',
    type: 'text',
    label: 'F',
    suffix: '',
    choices: [],
    user_choices: [],
    mandatory: false,
    section: '',
    source_field: '',
    is_active: true,
    default: null,
    min_date_delta: null,
    conditions: [],
    district_employee: false,
    ...overrides,
  };
}

describe('extra field rules', () => {
  it('gives the type defaults: number 0, text empty, boolean false, lists empty', () => {
    expect(typeDefault('number')).toBe(0);
    expect(typeDefault('text')).toBe('');
    expect(typeDefault('long_text')).toBe('');
    expect(typeDefault('boolean')).toBe(false);
    expect(typeDefault('multi_select')).toEqual([]);
  });

  it('fills zip, city and address for the institution-address marker', () => {
    const definition = field({ default: INSTITUTION_ADDRESS_MARKER });
    expect(initialValue(definition, { zip_code: '1051', city: 'Budapest', address_1: 'Fő utca 1.' })).toBe('1051 Budapest, Fő utca 1.');
    expect(initialValue(field({ default: 'x' }), null)).toBe('x');
  });

  it('sets the earliest date from min_date_delta unless the user may edit all', () => {
    const today = new Date(2026, 10, 22);
    const definition = field({ type: 'date', min_date_delta: 3 });
    expect(minSelectableDate(definition, today, false)?.getDate()).toBe(25);
    expect(minSelectableDate(definition, today, true)).toBeNull();
    expect(minSelectableDate(field({ type: 'date' }), today, false)).toBeNull();
  });

  it('hides or locks fields by conditions, booleans compared as text', () => {
    const flag = field({ id: 1, codename: 'needs_car', type: 'boolean' });
    const plate = field({ id: 2, codename: 'plate', conditions: [{ extra_field: 'needs_car', value: 'false', effect: 'hidden' }] });
    const note = field({ id: 3, codename: 'note', conditions: [{ field: 'state', value: 'closed_positive', effect: 'read_only' }] });
    const definitions = [flag, plate, note];
    const context = (answers: { field_id: number; section_index: number; value: unknown }[], values = {}) => ({
      values,
      definitions,
      answers,
      sectionIndex: 0,
    });
    expect(conditionState(plate, context([{ field_id: 1, section_index: 0, value: false }])).hidden).toBe(true);
    expect(conditionState(plate, context([{ field_id: 1, section_index: 0, value: true }])).hidden).toBe(false);
    expect(conditionState(note, context([], { state: 'closed_positive' }))).toEqual({ hidden: false, readOnly: true });
    expect(conditionState(note, context([], { state: 'saved' }))).toEqual({ hidden: false, readOnly: false });
  });

  // Issue 23 item 2: a request form type's own fields show only for that type (any of their types).
  it("shows a field only while one of its 'only' conditions holds, the form's select text matching the stored id", () => {
    const amount = field({
      id: 4,
      codename: 'osszeg',
      conditions: [
        { field: 'type', value: 3, effect: 'only' },
        { field: 'type', value: 5, effect: 'only' },
      ],
    });
    const context = (values: Record<string, unknown>) => ({ values, definitions: [amount], answers: [], sectionIndex: 0 });
    expect(conditionState(amount, context({ type: '3' })).hidden).toBe(false);
    expect(conditionState(amount, context({ type: 5 })).hidden).toBe(false);
    expect(conditionState(amount, context({ type: '4' })).hidden).toBe(true);
    expect(conditionState(amount, context({})).hidden).toBe(true);
  });

  it('requires mandatory selects, allows empty optional ones', () => {
    expect(extraFieldError(field({ type: 'select', mandatory: true }), null)).toBe('Ez a mező nem lehet üres');
    expect(extraFieldError(field({ type: 'multi_select', mandatory: true }), [])).toBe('Ez a mező nem lehet üres');
    expect(extraFieldError(field({ type: 'user_select', mandatory: false }), null)).toBeNull();
    expect(extraFieldError(field({ type: 'select', mandatory: true }), 2)).toBeNull();
  });

  it('adds and removes repeatable section answers', () => {
    const section = field({ id: 10, codename: 'children', type: 'section' });
    const name = field({ id: 11, codename: 'child_name', section: 'children' });
    const age = field({ id: 12, codename: 'child_age', type: 'number', section: 'children' });
    const definitions = [section, name, age];
    let answers: TExtraFieldAnswer[] = [
      { field_id: 11, section_index: 0, value: 'Anna' },
      { field_id: 12, section_index: 0, value: 5 },
    ];
    answers = addSectionAnswer(section, definitions, answers, null);
    expect(sectionCount(section, definitions, answers)).toBe(2);
    expect(answers).toContainEqual({ field_id: 12, section_index: 1, value: 0 });
    answers = answers.map((answer) => (answer.field_id === 11 && answer.section_index === 1 ? { ...answer, value: 'Béla' } : answer));
    answers = removeSectionAnswer(section, definitions, answers, 0);
    expect(sectionCount(section, definitions, answers)).toBe(1);
    expect(answers).toContainEqual({ field_id: 11, section_index: 0, value: 'Béla' });
  });

  it('treats an unanswered boolean as false in conditions (a mandatory reason stays hidden until ticked)', () => {
    const urgent = field({ id: 1, codename: 'surgos', type: 'boolean' });
    const reason = field({
      id: 2,
      codename: 'indoklas',
      type: 'long_text',
      mandatory: true,
      conditions: [{ extra_field: 'surgos', value: false, effect: 'hidden' }],
    });
    const context = (answers: TExtraFieldAnswer[]) => ({ values: {}, definitions: [urgent, reason], answers, sectionIndex: 0 });
    expect(conditionState(reason, context([])).hidden).toBe(true);
    expect(conditionState(reason, context([{ field_id: 1, section_index: 0, value: true }])).hidden).toBe(false);
  });

  it('starts a new record from the defaults, a saved one from the type defaults', () => {
    const address = field({ id: 1, default: INSTITUTION_ADDRESS_MARKER });
    const years = field({ id: 2, type: 'number', default: 5 });
    const institution = { zip_code: '1051', city: 'Budapest', address_1: 'Fő utca 1.' };
    expect(withInitialAnswers([address, years], [], institution).map((answer) => answer.value)).toEqual(['1051 Budapest, Fő utca 1.', 5]);
    expect(withInitialAnswers([address, years], [{ field_id: 2, section_index: 0, value: 3 }], institution, false).map((answer) => answer.value)).toEqual([
      3,
      '',
    ]);
  });
});
