// Flows are data (DESIGN.md §3): these are the shapes of a flow definition as seeded from
// a module folder's flow.ts and stored in Flow / FlowStep / DecisionOption.
import { z } from 'zod';

export const QUESTION_TYPES = ['text', 'date', 'bool', 'number', 'file', 'multi_column', 'select', 'partners'] as const;
export const DECISION_TYPES = ['negative', 'neutral', 'positive'] as const;
export const OUTCOMES = ['next', 'step', 'close_positive', 'close_negative', 'back_to_creator'] as const;
export const ASSIGNEE_ROLES = ['creator', 'institution_manager', 'referent', 'hr_referent'] as const;

const ZChoice = z.object({ value: z.union([z.string(), z.number()]), label: z.string() });

export const ZQuestion = z.object({
  codename: z.string().regex(/^[a-z][a-z0-9_]*$/),
  type: z.enum(QUESTION_TYPES),
  label: z.string(),
  required: z.boolean().default(false),
  /** A value, or `{field}`: the record's field (the first set one of a list), read when the options are answered. */
  default: z.unknown().optional(),
  choices: z.array(ZChoice).default([]),
  /** select: the static list whose items are the choices (shown as 'code – name'). */
  list: z.string().optional(),
  /** number: 'money' shows the answer as '950 000 Ft'. */
  format: z.enum(['money']).optional(),
  /** multi_column: the columns of each row. */
  columns: z.array(z.object({ codename: z.string(), label: z.string(), type: z.enum(['text', 'number', 'date']) })).default([]),
});
export type TQuestion = z.infer<typeof ZQuestion>;

export const ZAssignee = z.union([z.object({ user_email: z.string() }), z.object({ group: z.string() }), z.object({ role: z.enum(ASSIGNEE_ROLES) })]);

export const ZOptionSeed = z
  .object({
    label: z.string(),
    type: z.enum(DECISION_TYPES),
    outcome: z.enum(OUTCOMES),
    /** with outcome 'step': the position of the target step. */
    target_position: z.number().int().optional(),
    questions: z.array(ZQuestion).default([]),
    confirm_with_negative_history: z.boolean().default(false),
  })
  .refine((o) => o.outcome !== 'step' || o.target_position !== undefined, {
    path: ['target_position'],
    message: "The outcome 'step' needs a target_position.",
  });

export const ZStepSeed = z.object({
  name: z.string(),
  assignee: ZAssignee,
  /** Who stands in for the person the step waits on, within that person's institutions (Substitution rows). */
  substitutor_emails: z.array(z.string()).default([]),
  can_edit_details: z.boolean().default(false),
  options: z.array(ZOptionSeed).min(1),
});

/** condition: the flow applies when record[field] <op> value (e.g. cost gte 1 000 000). */
export const ZFlowCondition = z.object({
  field: z.string(),
  op: z.enum(['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in']),
  value: z.unknown(),
});
export type TFlowCondition = z.infer<typeof ZFlowCondition>;

export const ZFlowSeed = z.object({
  module: z.string(),
  name: z.string(),
  priority: z.number().int().default(0),
  condition: ZFlowCondition.optional(),
  /** Four eyes off: one person may decide several steps of a record, its creator too. */
  allow_same_decider: z.boolean().default(false),
  steps: z.array(ZStepSeed).min(1),
});
export type TFlowSeed = z.input<typeof ZFlowSeed>;

type TQuestionSeed = z.input<typeof ZQuestion>;

/** The reason questions several default flows ask. */
export const REQUIRED_REASON: TQuestionSeed = { codename: 'reason', type: 'text', label: 'Indoklás', required: true };
export const OPTIONAL_REASON: TQuestionSeed = { codename: 'reason', type: 'text', label: 'Indoklás' };
