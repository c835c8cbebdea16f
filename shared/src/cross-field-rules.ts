// Rules across fields of a form, declared once as data in a server manifest (DESIGN.md "Module
// manifest"): the server refuses an input that breaks one (400, its message at its field), the
// meta/ answer carries each at its field, and the client shows the message there before saving.
// Data, not code, so the rule travels to the client; `ruleHolds` is the one check both sides run.
import { taxIdBirthDate, validTaxId } from './validation.ts';

interface TRuleBase {
  /** the field the message belongs to (dotted inside a group: application_address.city) */
  field: string;
  message: string;
}

/** The field (a date or an instant) is not earlier than `start`, with `strict` later; either empty: nothing to compare. */
interface TOrderRule extends TRuleBase {
  kind: 'order';
  start: string;
  strict: boolean;
}

/** Exactly one of two yes/no fields, the field and `other`, is set. */
interface TOneOfRule extends TRuleBase {
  kind: 'oneOf';
  other: string;
}

/** The field is given when `when` has the value `is`, unless every field of `orAll` is given. */
interface TRequiredWhenRule extends TRuleBase {
  kind: 'requiredWhen';
  when: string;
  is: string | boolean;
  orAll?: readonly string[];
}

/** The field is left empty when `when` has the value `is`. */
interface TEmptyWhenRule extends TRuleBase {
  kind: 'emptyWhen';
  when: string;
  is: string | boolean;
}

/** A valid tax id (the field) encodes the birth date of `birthDate` in its digits 2–6. */
interface TTaxIdBirthDateRule extends TRuleBase {
  kind: 'taxIdBirthDate';
  birthDate: string;
}

export type TCrossFieldRule = TOrderRule | TOneOfRule | TRequiredWhenRule | TEmptyWhenRule | TTaxIdBirthDateRule;

/** A field's value by its (dotted) name: the server reads the parsed input, the client the form's values. */
export type TReadField = (name: string) => unknown;

const given = (value: unknown) => value !== null && value !== undefined && value !== '';
const matches = (value: unknown, is: string | boolean) => (typeof is === 'boolean' ? Boolean(value) === is : value === is);

/** -1, 0 or 1: the server's instants by their time; dates and 'YYYY-MM-DD HH:mm' texts sort as text. */
function compare(a: unknown, b: unknown): number {
  const [x, y] = a instanceof Date && b instanceof Date ? [a.getTime(), b.getTime()] : [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

export function ruleHolds(rule: TCrossFieldRule, read: TReadField): boolean {
  const value = read(rule.field);
  switch (rule.kind) {
    case 'order': {
      const start = read(rule.start);
      if (!given(value) || !given(start)) return true;
      return compare(value, start) >= (rule.strict ? 1 : 0);
    }
    case 'oneOf':
      return Boolean(value) !== Boolean(read(rule.other));
    case 'requiredWhen':
      return !matches(read(rule.when), rule.is) || given(value) || Boolean(rule.orAll?.length && rule.orAll.every((name) => given(read(name))));
    case 'emptyWhen':
      return !matches(read(rule.when), rule.is) || !given(value);
    case 'taxIdBirthDate': {
      const birthDate = read(rule.birthDate);
      return typeof value !== 'string' || !given(birthDate) || !validTaxId(value) || taxIdBirthDate(value) === birthDate;
    }
  }
}

/** The message of the first rule the values break, else null. */
export const brokenRuleMessage = (rules: readonly TCrossFieldRule[], read: TReadField): string | null =>
  rules.find((rule) => !ruleHolds(rule, read))?.message ?? null;

/** Every field a rule reads besides its own (the manifest checks they exist). */
export function fieldsRead(rule: TCrossFieldRule): string[] {
  switch (rule.kind) {
    case 'order':
      return [rule.start];
    case 'oneOf':
      return [rule.other];
    case 'requiredWhen':
      return [rule.when, ...(rule.orAll ?? [])];
    case 'emptyWhen':
      return [rule.when];
    case 'taxIdBirthDate':
      return [rule.birthDate];
  }
}

/** `field` not earlier than `start` (the same day or instant allowed). */
export const notBefore = (field: string, start: string, message: string): TCrossFieldRule => ({ kind: 'order', field, start, strict: false, message });
/** `field` later than `start`. */
export const after = (field: string, start: string, message: string): TCrossFieldRule => ({ kind: 'order', field, start, strict: true, message });
