// The documented answers and form fields of the kit's own calls (comments, attachments, copy,
// decision, documents, subscription), shared by workflow records and plain rows with files.
import { z } from 'zod';
import { ref, type TJsonSchema } from './common-schemas.ts';

const answer = (schema: TJsonSchema) => ({ schema });
const list = (name: string) => answer({ type: 'array', items: ref(name) });

export const KIT_ANSWERS = {
  comments: list('Comment'),
  attachments: list('Attachment'),
  created: answer(ref('Created')),
  decision: answer(ref('DecisionAnswer')),
  generatedDocument: answer(ref('GeneratedDocument')),
  subscribed: answer(ref('Subscribed')),
  filters: answer(ref('Filters')),
  meta: answer(ref('ModuleMeta')),
  mind: list('MindItem'),
  deleted: { schema: ref('Detail'), example: { detail: 'Törölve.' } },
  /** A call that answers only its Hungarian message. */
  done: { schema: ref('Detail'), example: { detail: 'A művelet sikerült.' } },
};

/** A file field of a multipart form, as the document shows it. */
export const ZFormFile = z.string().meta({ format: 'binary', description: 'A feltöltött fájl' });

/** uj-melleklet/: the attachment's name and file. */
export const ZAttachmentForm = z.object({ name: z.string().max(200), document: ZFormFile });

/** generate_document/ and generate_preview/: which of the module's documents. */
export const ZDocumentTypeQuery = z.object({ document_type: z.string().min(1) });

/** An answer naming a new record (a copy, a generated record). */
export const ZCreatedAnswer = z.object({ id: z.number().int() });

/** People to pick (referents): id, name and e-mail. */
export const ZPeopleAnswer = z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() }));
