// Finance lists: ledger items (the public-finance "rovatrend"), budgets, VAT, currencies, payments.
import type { TListItem } from './item.ts';

const entry = (alias: string, name: string): TListItem => ({ code: alias, name, data: { alias } });

export const FINANCE_LISTS: Record<string, readonly TListItem[]> = {
  financial_entries: [
    entry('K311', 'Szakmai anyagok beszerzése'),
    entry('K312', 'Üzemeltetési anyagok beszerzése'),
    entry('K313', 'Árubeszerzés'),
    entry('K321', 'Informatikai szolgáltatások igénybevétele'),
    entry('K322', 'Egyéb kommunikációs szolgáltatások'),
    entry('K331', 'Közüzemi díjak'),
    entry('K332', 'Vásárolt élelmezés'),
    entry('K333', 'Bérleti és lízing díjak'),
    entry('K334', 'Karbantartási, kisjavítási szolgáltatások'),
    entry('K335', 'Közvetített szolgáltatások'),
    entry('K336', 'Szakmai tevékenységet segítő szolgáltatások'),
    entry('K337', 'Egyéb szolgáltatások'),
    entry('K341', 'Belföldi kiküldetések kiadásai'),
    entry('K342', 'Reklám- és propagandakiadások'),
    entry('K351', 'Működési célú előzetesen felszámított általános forgalmi adó'),
    entry('K355', 'Egyéb dologi kiadások'),
    entry('K61', 'Immateriális javak beszerzése, létesítése'),
    entry('K62', 'Ingatlanok beszerzése, létesítése'),
    entry('K63', 'Informatikai eszközök beszerzése, létesítése'),
    entry('K64', 'Egyéb tárgyi eszközök beszerzése, létesítése'),
    entry('K67', 'Beruházási célú előzetesen felszámított általános forgalmi adó'),
    entry('K71', 'Ingatlanok felújítása'),
    entry('K73', 'Egyéb tárgyi eszközök felújítása'),
  ],
  budget_types: [
    { name: 'Működési keret' },
    { name: 'Fejlesztési keret' },
    { name: 'Felújítási keret' },
    { name: 'Pályázati keret' },
    { name: 'Saját bevételi keret' },
  ],
  budgets: [
    { name: 'Dologi kiadások', data: { budget_type: 1 } },
    { name: 'Tanműhelyi anyagbeszerzés', data: { budget_type: 1 } },
    { name: 'Informatikai fejlesztés', data: { budget_type: 2 } },
    { name: 'Tanműhely-korszerűsítés', data: { budget_type: 2 } },
    { name: 'Épületfelújítás', data: { budget_type: 3 } },
    { name: 'Uniós pályázati forrás', data: { budget_type: 4 } },
    { name: 'Hazai pályázati forrás', data: { budget_type: 4 } },
    { name: 'Bérbeadásból származó bevétel', data: { budget_type: 5 } },
    { name: 'Felnőttképzési bevétel', data: { budget_type: 5 } },
  ],
  vat: [
    { name: '27%', data: { rate: 27 } },
    { name: '18%', data: { rate: 18 } },
    { name: '5%', data: { rate: 5 } },
    { name: '0%', data: { rate: 0 } },
  ],
  currencies: [
    { name: 'Ft', code: 'HUF', data: { code: 'HUF' } },
    { name: 'EUR', code: 'EUR', data: { code: 'EUR' } },
    { name: 'USD', code: 'USD', data: { code: 'USD' } },
    { name: 'CHF', code: 'CHF', data: { code: 'CHF' } },
  ],
  payment_types: [
    { code: 'bank_transfer', name: 'Átutalás' },
    { code: 'cash', name: 'Készpénz' },
    { code: 'card', name: 'Bankkártya' },
  ],
};
