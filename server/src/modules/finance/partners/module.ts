// Partnerek: suppliers and other parties (spec 001 §3, §7; MODULES.md §3.12). A plain module.
import { Prisma } from '../../../generated/prisma/client.ts';
import type { TTx } from '../../../db/client.ts';
import { definePlainModule } from '../../../workflow/define.ts';
import { plainFromManifest } from '../../../workflow/manifest-plain.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { fieldError } from '../../../http/errors.ts';
import { PARTNER_MANIFEST } from './manifest.ts';
import { moduleNames } from '@etanker/shared/modules.ts';

const TAX_ID_TAKEN = 'Ezzel az adószámmal már létezik partner.';

async function checkTaxIdFree(tx: TTx, taxId: string, exceptId?: number) {
  if (!taxId) return;
  const taken = await tx.partner.findFirst({ where: { tax_id: taxId, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { id: true } });
  if (taken) throw fieldError('tax_id', TAX_ID_TAKEN);
}

export const partners = definePlainModule({
  ...moduleNames('partners'),
  permission: 'partners.can_use_partners_module',
  editPermission: 'partners.can_edit_partners',
  permissions: [
    {
      codename: 'partners.can_use_partners_module',
      name: 'Partnerek modul használata',
      groups: ['Iskolai igénylők', 'Iskolavezetők', 'Pénzügyi referensek', 'Központi pénzügy'],
    },
    { codename: 'partners.can_edit_partners', name: 'Partnerek rögzítése és módosítása', groups: ['Pénzügyi referensek', 'Központi pénzügy'] },
  ],
  ...plainFromManifest(PARTNER_MANIFEST, {
    table: (tx) => tx.partner,
    defaultOrder: [{ name: 'asc' }],
    searchText: (p) => normalizeSearch(`${p.name} ${p.note} ${p.tax_id} ${p.address.city} ${p.email}`),
    beforeWrite: (tx, p, id) => checkTaxIdFree(tx, p.tax_id, id),
    // The unique index on tax_id decides between simultaneous writers: the loser gets the field error.
    writeError: (error) => {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw fieldError('tax_id', TAX_ID_TAKEN);
      throw error;
    },
  }),
});
