// The rovat groups of the overview: the first two characters of a financial entry's code
// (K311 → K3), named as the state budget's economic classification names them.
export const ENTRY_GROUPS = [
  { code: 'K1', name: 'Személyi juttatások' },
  { code: 'K2', name: 'Munkaadókat terhelő járulékok és szociális hozzájárulási adó' },
  { code: 'K3', name: 'Dologi kiadások' },
  { code: 'K4', name: 'Ellátottak pénzbeli juttatásai' },
  { code: 'K5', name: 'Egyéb működési célú kiadások' },
  { code: 'K6', name: 'Beruházások' },
  { code: 'K7', name: 'Felújítások' },
  { code: 'K8', name: 'Egyéb felhalmozási célú kiadások' },
  { code: 'K9', name: 'Finanszírozási kiadások' },
] as const;

/** Commitments count once approved; invoices once submitted (a draft or a refused one does not). */
export const COMMITTED_STATES = ['closed_positive'];
export const INVOICED_STATES = ['under_checking', 'closed_positive'];
/** Only forint commitments are summed: the overview shows Ft (key 1 of the currencies list). */
export const HUF = 1;
