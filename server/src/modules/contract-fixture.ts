// What the contract test kit (tests/kit/) needs of a module beyond its definition: who uses it
// and one valid record. Each module keeps its own next to its definition (contract-fixture.ts);
// the kit finds them by the module's key, so a module without one fails the kit.

/** A demo user by the local part of the seed's e-mail ('igenylo.a' → igenylo.a@etanker.local). */
type TDemoUser = string;

import type { TFilterOption } from '../workflow/define.ts';

export interface TFilterProbe {
  /** A query value whose list holds the kit's record (omit only where no value can: a closing date of an open record). */
  hit?: string;
  /** A query value whose list leaves the kit's record out (omit where no value can, e.g. a flag that only narrows when true). */
  miss?: string;
}

export interface TContractFixture {
  /** The module's key in the registry (server/src/modules/index.ts). */
  module: string;
  /** 'school': a record belongs to a school, another school's user gets 404; 'shared': one list for everybody. */
  scope: 'school' | 'shared';
  users: {
    /** Creates the kit's records and owns them. */
    owner: TDemoUser;
    /** Same scope as the owner, allowed to read the record but not to delete the owner's comments and attachments (workflow modules). */
    peer?: TDemoUser;
    /** Another school's user with the module permission (scope 'school'). */
    otherSchool?: TDemoUser;
    /** A user without the module permission (omit when the module has none). */
    withoutPermission?: TDemoUser;
    /** An is_readonly user with the module permission, in the owner's scope. */
    readonly: TDemoUser;
  };
  /** A valid create payload; `serial` keeps unique fields unique between calls, `institution` is the owner's. */
  create: (args: { serial: number; institution: number }) => Record<string, unknown>;
  /** For every filter of the definition: values probed against the record the owner created (its GET answer, its list row) and the owner's filter options. */
  filters: Record<string, (record: Record<string, unknown>, context: { row: Record<string, unknown>; options: Record<string, TFilterOption> }) => TFilterProbe>;
}

export const defineContractFixture = (fixture: TContractFixture) => fixture;

/** The `waiting_for` filter's value of a workflow record as its GET answered it: a user id or `g<group id>`. */
export function waitingForValue(record: Record<string, unknown>): string {
  const step = record.current_step as { user: { id: number } | null; group: { id: number } | null } | null;
  if (step?.user) return String(step.user.id);
  return step?.group ? `g${step.group.id}` : '';
}

/** A relation's `{id, …}` in an answer, as a filter's value. */
export const idOf = (value: unknown) => String((value as { id: number }).id);

/** The probes of the filters every workflow list has (workflow/filters.ts commonWorkflowFilters), for the owner's new record. */
export const workflowProbes: TContractFixture['filters'] = {
  institution: (r) => ({ hit: idOf(r.institution), miss: '999999' }),
  state: (r) => ({ hit: String(r.state), miss: 'closed_positive' }),
  waiting_for: (r) => ({ hit: waitingForValue(r), miss: '999999' }),
  waiting_for_me: () => ({ hit: 'true' }),
  waitingForMe: () => ({ hit: 'true' }),
  has_unread_comment: () => ({ hit: 'false', miss: 'true' }),
  has_unseen_attachment: () => ({ hit: 'false', miss: 'true' }),
};

/** verification_step's probe (workflow/filters.ts verificationStepFilter): the record's current step. */
export const verificationStepProbe: TContractFixture['filters'][string] = (r) => ({ hit: idOf(r.current_step), miss: '999999' });

/** A date-time field's value ('YYYY-MM-DD HH:mm') written with the instant's UTC digits. */
export const utcWallClock = (d: Date) => d.toISOString().slice(0, 16).replace('T', ' ');
