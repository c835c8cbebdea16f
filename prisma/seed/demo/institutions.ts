// The demo centre and its four schools (real Debrecen-area postcodes).
export interface TInstitutionSeed {
  unit_code: string;
  name: string;
  om_code: string;
  type: string;
  zip_code: string;
  city: string;
  address_1: string;
}

export const DEMO_CENTRE: TInstitutionSeed = {
  unit_code: '000',
  name: 'Demo Szakképzési Centrum',
  om_code: '',
  type: 'centre',
  zip_code: '4024',
  city: 'Debrecen',
  address_1: 'Piac utca 20.',
};

export const DEMO_SCHOOLS: readonly TInstitutionSeed[] = [
  {
    unit_code: '001',
    name: 'Demo Szakképzési Centrum Petőfi Sándor Technikum',
    om_code: '203046',
    type: 'school',
    zip_code: '4026',
    city: 'Debrecen',
    address_1: 'Szent Anna utca 8.',
  },
  {
    unit_code: '002',
    name: 'Demo Szakképzési Centrum Bethlen Gábor Szakképző Iskola',
    om_code: '203047',
    type: 'school',
    zip_code: '4031',
    city: 'Debrecen',
    address_1: 'Budai Ézsaiás utca 2.',
  },
  {
    unit_code: '003',
    name: 'Demo Szakképzési Centrum Kossuth Lajos Technikum',
    om_code: '203048',
    type: 'school',
    zip_code: '4200',
    city: 'Hajdúszoboszló',
    address_1: 'Mátyás király sétány 16.',
  },
  {
    unit_code: '004',
    name: 'Demo Szakképzési Centrum Bocskai István Technikum és Kollégium',
    om_code: '203049',
    type: 'school',
    zip_code: '4220',
    city: 'Hajdúböszörmény',
    address_1: 'Kossuth Lajos utca 27.',
  },
];
