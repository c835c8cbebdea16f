// The shapes every module shares in the OpenAPI document (components.schemas): references,
// errors, the workflow parts of a record (spec 000 §3–4, 001 §3) and a plain record's flags.
import { MESSAGES } from '../http/errors.ts';

export type TJsonSchema = Record<string, unknown>;

export const ref = (name: string): TJsonSchema => ({ $ref: `#/components/schemas/${name}` });
export const orNull = (schema: TJsonSchema): TJsonSchema => ({ anyOf: [schema, { type: 'null' }] });
const int = { type: 'integer' };
const str = { type: 'string' };
const bool = { type: 'boolean' };
const dateTime = { type: 'string', format: 'date-time' };
const object = (properties: Record<string, TJsonSchema>, description?: string): TJsonSchema => ({
  type: 'object',
  ...(description ? { description } : {}),
  properties,
});
const flags = (names: string[]) => Object.fromEntries(names.map((name) => [name, bool]));

export const COMMON_SCHEMAS: Record<string, TJsonSchema> = {
  Named: object({ id: int, name: str }, 'Hivatkozás egy másik rekordra vagy statikus lista elemére (id = az elem kulcsa).'),
  Detail: { ...object({ detail: str }), required: ['detail'], example: { detail: MESSAGES.forbidden } },
  FieldErrors: {
    type: 'object',
    description: 'Hibás adatok: mezőnként a magyar hibaüzenetek (beágyazott mezőnél pontozott útvonal: products.0.name).',
    additionalProperties: { type: 'array', items: str },
    example: { subject: ['Ez a mező nem lehet üres'], 'products.0.gross_price': ['Nem lehet kisebb mint 0'] },
  },
  DecisionOption: object({
    id: int,
    label: str,
    type: { type: 'string', enum: ['positive', 'neutral', 'negative'] },
    questions: { type: 'array', items: { type: 'object' } },
    confirm_with_negative_history: bool,
  }),
  Step: object(
    {
      id: int,
      name: str,
      user: orNull(ref('Named')),
      group: orNull(ref('Named')),
      substitutors: { type: 'array', items: int },
      can_edit_details: bool,
      allow_same_decider: {
        type: 'boolean',
        description: 'A folyamat beállítása: ugyanaz a személy a rekord több lépéséről is dönthet, a létrehozója is (alapértelmezésben nem: négy szem elve).',
      },
      options: { type: 'array', items: ref('DecisionOption'), description: 'Csak annak, aki dönthet.' },
    },
    'A folyamat lépése, amelyen a rekord áll.',
  ),
  Decision: object({
    id: int,
    user: str,
    verification_step: str,
    position: int,
    created_at: dateTime,
    decision: { type: 'string', enum: ['positive', 'neutral', 'negative'] },
    decision_label: str,
    answers: { type: 'array', items: object({ type: str, label: str, value: {}, display: str }) },
  }),
  WorkflowListRow: object(
    {
      id: int,
      state: str,
      state_label: str,
      reference_number: str,
      created_at: dateTime,
      institution: ref('Named'),
      creator: ref('Named'),
      current_step: orNull(ref('Step')),
      decisions: { type: 'array', items: ref('Decision') },
      waiting_for: orNull(object({ name: str })),
      waiting_for_me: bool,
      can_copy: bool,
    },
    'Egy folyamatban lévő rekord listasora.',
  ),
  WorkflowDetail: object(
    {
      id: int,
      state: str,
      state_label: str,
      reference_number: str,
      institution: ref('Named'),
      affected_institution: orNull(ref('Named')),
      creator: ref('Named'),
      created_at: dateTime,
      closed_at: orNull(dateTime),
      cancellation_date: orNull({ type: 'string', format: 'date' }),
      current_step: orNull(ref('Step')),
      waiting_for: orNull(object({ name: str })),
      decisions: { type: 'array', items: ref('Decision') },
      ...flags([
        'can_decide',
        'can_edit',
        'can_delete',
        'can_storno',
        'can_cancel',
        'can_copy',
        'can_comment',
        'can_upload',
        'can_subscribe',
        'can_generate_documents',
        'can_view_personal_data',
        'has_negative_decision',
        'subscribed',
        'is_final',
      ]),
      actions: { type: 'array', items: { type: 'object' }, description: 'A modul saját műveletei (gomb, metódus, útvonal); mindegyikhez can_<név> jelző.' },
      comments: { type: 'array', items: ref('Comment') },
      attachments: { type: 'array', items: ref('Attachment') },
      generate_previews: { type: 'array', items: object({ document_type: str, label: str }) },
      generated_documents: {
        type: 'array',
        items: object({ document_type: str, label: str, generated_at: orNull(dateTime), preview_url: str }),
      },
      extra_field_answers: { type: 'array', items: object({ field_id: int, section_index: int, value: {} }) },
    },
    'Egy folyamatban lévő rekord közös része: állapot, lépés, döntések, megjegyzések, mellékletek, dokumentumok és a jogosultság-jelzők.',
  ),
  PlainDetail: object({ id: int, can_edit: bool, can_delete: bool }),
  Comment: object(
    {
      id: int,
      content: str,
      private_comment: bool,
      school_should_reply: bool,
      waiting_for_attachment: bool,
      important: bool,
      author: str,
      author_id: int,
      is_deleted: bool,
      created_at: dateTime,
      attachments: { type: 'array', items: object({ name: str, file: { type: 'string', example: '/api/mellekletek/7/letoltes/' } }) },
      deletable: bool,
    },
    'Megjegyzés (a törölté üres tartalommal marad a listában).',
  ),
  Attachment: object(
    {
      id: int,
      name: str,
      document: orNull({ type: 'string', example: '/api/mellekletek/7/letoltes/', description: 'Letöltés; törölt mellékletnél null.' }),
      uploaded_by: str,
      uploaded_at: dateTime,
      deleted_by: orNull(str),
      deleted_at: orNull(dateTime),
      deletable: bool,
    },
    'Melléklet.',
  ),
  Filters: {
    type: 'object',
    description: 'A lista szűrői név szerint: címke, fajta és (választós szűrőnél) a választható értékek.',
    additionalProperties: object({
      label: str,
      type: { type: 'string', enum: ['select', 'multi_select', 'bool', 'date', 'number', 'text'] },
      choices: { type: 'array', items: object({ value: { anyOf: [str, int] }, label: str }) },
      ungrouped: bool,
    }),
    example: { institution: { label: 'Intézmény', type: 'select', choices: [{ value: 2, label: 'Demo Technikum' }] } },
  },
  ModuleMeta: object(
    {
      key: str,
      kind: { type: 'string', enum: ['workflow', 'plain'] },
      initialState: str,
      label: str,
      restBase: str,
      fields: { type: 'array', items: object({ name: str, label: str, kind: str }) },
      columns: { type: 'array', items: object({ key: str, label: str }) },
      filters: { type: 'array', items: str },
      orderBy: { type: 'array', items: str },
      exportable: bool,
    },
    'A modul leírása (manifest): mezők, oszlopok, szűrők, rendezhető oszlopok; a képernyők ebből épülnek.',
  ),
  DecisionAnswer: object(
    {
      current_step: orNull(ref('Step')),
      decisions: { type: 'array', items: ref('Decision') },
      state: str,
      waiting_for: orNull(object({ name: str })),
    },
    'A döntés után: a rekord új lépése, állapota és döntései (000 §4).',
  ),
  MindItem: {
    ...object({ id: int, name: str }, 'Választható elem (a modul néhány további mezőjével, pl. institution).'),
    required: ['id', 'name'],
  },
  GeneratedDocument: object({ document_type: str, generated_at: dateTime }),
  Created: { ...object({ id: int }, 'Az új rekord azonosítója.'), required: ['id'] },
  Subscribed: { ...object({ subscribed: bool }), required: ['subscribed'] },
};

/** Examples of the shared parts, for the modules' examples. */
export const WORKFLOW_EXAMPLE = {
  id: 42,
  state: 'under_checking',
  state_label: 'Döntésre vár',
  reference_number: 'KV/2026/00042',
  created_at: '2026-11-05T08:30:00.000Z',
  institution: { id: 2, name: 'Demo Szakképzési Centrum Petőfi Sándor Technikum' },
  creator: { id: 3, name: 'Szabó László' },
  waiting_for: { name: 'Kiss Katalin' },
  decisions: [],
};
