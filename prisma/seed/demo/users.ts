// The demo users: one per role of the demo, all with the password given to the seed.
export interface TDemoUserSeed {
  email: string;
  name: string;
  role: string;
  unit_code: string;
  groups: readonly string[];
  managed_unit_codes: readonly string[];
  is_superuser?: boolean;
  is_referent?: boolean;
  is_hr_referent?: boolean;
  is_readonly?: boolean;
  birth_date: string;
  tax_number: string;
  bank_account_number: string;
  address: { zip_code: string; city: string; address: string };
  sap_code: string;
}

const ALL_SCHOOLS = ['001', '002', '003', '004'] as const;

export const DEMO_USERS: readonly TDemoUserSeed[] = [
  {
    email: 'admin@etanker.local',
    name: 'Kovács Gábor',
    role: 'Központi adminisztrátor',
    unit_code: '000',
    groups: ['Központi adminisztrátorok'],
    managed_unit_codes: [],
    is_superuser: true,
    birth_date: '1975-03-14',
    tax_number: '8395180187',
    bank_account_number: '11738008-20146371-00000008',
    address: { zip_code: '4025', city: 'Debrecen', address: 'Hatvan utca 12.' },
    sap_code: '100001',
  },
  {
    email: 'igenylo.a@etanker.local',
    name: 'Nagy Eszter',
    role: 'Iskolai igénylő (001)',
    unit_code: '001',
    groups: ['Iskolai igénylők'],
    managed_unit_codes: [],
    birth_date: '1986-07-22',
    tax_number: '8436661591',
    bank_account_number: '10402142-50526587-48531009',
    address: { zip_code: '4026', city: 'Debrecen', address: 'Bem tér 4.' },
    sap_code: '100002',
  },
  {
    email: 'vezeto.a@etanker.local',
    name: 'Szabó László',
    role: 'Iskolavezető (001)',
    unit_code: '001',
    groups: ['Iskolavezetők'],
    managed_unit_codes: ['001'],
    birth_date: '1968-11-05',
    tax_number: '8371980833',
    bank_account_number: '11600006-00000000-12345676',
    address: { zip_code: '4027', city: 'Debrecen', address: 'Egyetem sugárút 31.' },
    sap_code: '100003',
  },
  {
    email: 'igenylo.b@etanker.local',
    name: 'Tóth Katalin',
    role: 'Iskolai igénylő (002)',
    unit_code: '002',
    groups: ['Iskolai igénylők'],
    managed_unit_codes: [],
    birth_date: '1990-02-18',
    tax_number: '8449730163',
    bank_account_number: '12010408-01234567-00100005',
    address: { zip_code: '4031', city: 'Debrecen', address: 'István út 91.' },
    sap_code: '100004',
  },
  {
    email: 'vezeto.b@etanker.local',
    name: 'Horváth Péter',
    role: 'Iskolavezető (002)',
    unit_code: '002',
    groups: ['Iskolavezetők'],
    managed_unit_codes: ['002'],
    birth_date: '1971-09-30',
    tax_number: '8382576133',
    bank_account_number: '10918001-00000071-23450002',
    address: { zip_code: '4032', city: 'Debrecen', address: 'Füredi út 55.' },
    sap_code: '100005',
  },
  {
    email: 'penzugy@etanker.local',
    name: 'Kiss Andrea',
    role: 'Pénzügyi referens',
    unit_code: '000',
    groups: ['Pénzügyi referensek'],
    managed_unit_codes: ALL_SCHOOLS,
    is_referent: true,
    birth_date: '1982-04-09',
    tax_number: '8421011863',
    bank_account_number: '11738008-20998877-00000000',
    address: { zip_code: '4024', city: 'Debrecen', address: 'Kossuth utca 18.' },
    sap_code: '100006',
  },
  {
    email: 'kozpontipenzugy@etanker.local',
    name: 'Varga Zsuzsanna',
    role: 'Központi pénzügy',
    unit_code: '000',
    groups: ['Központi pénzügy'],
    managed_unit_codes: [],
    birth_date: '1979-12-01',
    tax_number: '8412410912',
    bank_account_number: '10402142-49515049-57531008',
    address: { zip_code: '4032', city: 'Debrecen', address: 'Böszörményi út 140.' },
    sap_code: '100007',
  },
  {
    email: 'hr@etanker.local',
    name: 'Molnár Judit',
    role: 'HR referens',
    unit_code: '000',
    groups: ['HR referensek'],
    managed_unit_codes: ALL_SCHOOLS,
    is_hr_referent: true,
    birth_date: '1984-06-27',
    tax_number: '8429113908',
    bank_account_number: '11773016-01122334-00000006',
    address: { zip_code: '4025', city: 'Debrecen', address: 'Piac utca 41.' },
    sap_code: '100008',
  },
  {
    email: 'rendszergazda@etanker.local',
    name: 'Farkas Tamás',
    role: 'Rendszergazda',
    unit_code: '000',
    groups: ['Rendszergazdák'],
    managed_unit_codes: [],
    birth_date: '1992-08-15',
    tax_number: '8458829967',
    bank_account_number: '11600006-00000000-87654323',
    address: { zip_code: '4200', city: 'Hajdúszoboszló', address: 'Szilfákalja út 9.' },
    sap_code: '100009',
  },
  {
    email: 'olvaso@etanker.local',
    name: 'Balogh Réka',
    role: 'Csak olvasó felhasználó (001)',
    unit_code: '001',
    groups: ['Iskolai igénylők'],
    managed_unit_codes: [],
    is_readonly: true,
    birth_date: '1995-01-11',
    tax_number: '8467610301',
    bank_account_number: '12010408-09876543-00100009',
    address: { zip_code: '4220', city: 'Hajdúböszörmény', address: 'Árpád utca 3.' },
    sap_code: '100010',
  },
];
