// masolas/: a copy of a contract as a new entry (next year's contract of the same partner): every
// field but the reference number (a new contract gets its own), recorded by the copier, without
// attachments. The copier must be able to record for the contract's institutions.
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { checkInstitutionFields } from '../../../access/institution-fields.ts';
import { CONTRACT_MANIFEST as MANIFEST } from './manifest.ts';
import { createData } from '../../../workflow/manifest-model.ts';

export async function copyContract(tx: TTx, ctx: TAuthedContext, id: number): Promise<number> {
  // The manifest's select is built at run time, so Prisma answers an untyped row: the columns read here are stated.
  const source = (await tx.libraryContract.findUniqueOrThrow({
    where: { id },
    select: { ...MANIFEST.columnSelect, search_text: true },
  })) as unknown as Record<string, unknown> & { institution_id: number; institutions: number[] };
  await checkInstitutionFields(tx, ctx.user, ['institution', 'institutions'], { institution: source.institution_id, institutions: source.institutions });
  const created = await tx.libraryContract.create({
    data: createData('LibraryContract', { ...source, reference_number: '', creator_id: ctx.user.id }),
    select: { id: true },
  });
  return created.id;
}
