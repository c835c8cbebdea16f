// HR lists: absence reasons, FEOR-08 occupation codes, jobs, sites, position and qualification choices.
import type { TListItem } from './item.ts';
import { feorItems } from './feor.ts';

export const HR_LISTS: Record<string, readonly TListItem[]> = {
  // Key 1 must stay 'Szabadság': it is the default absence reason of a day off.
  absence_reasons: [
    { name: 'Szabadság' },
    { name: 'Betegszabadság' },
    { name: 'Táppénz' },
    { name: 'Kiküldetés' },
    { name: 'Továbbképzés' },
    { name: 'Fizetés nélküli szabadság' },
    { name: 'Szülési szabadság' },
    { name: 'Apasági szabadság' },
    { name: 'Tanulmányi szabadság' },
    { name: 'Munkaidő-kedvezmény' },
    { name: 'Igazolt távollét' },
    { name: 'Egyéb' },
  ],
  feor_numbers: feorItems(),
  // Feladatellátási helyek: where a person works within an institution.
  lays: [
    { name: 'Székhely' },
    { name: 'Telephely' },
    { name: 'Tagintézmény' },
    { name: 'Kollégium' },
    { name: 'Tanműhely' },
    { name: 'Külső gyakorlati képzőhely' },
  ],
  jobs: [
    { name: 'Oktató (közismereti tantárgy)' },
    { name: 'Oktató (szakmai tantárgy)' },
    { name: 'Szakoktató' },
    { name: 'Gyakorlati oktató' },
    { name: 'Kollégiumi nevelő' },
    { name: 'Könyvtáros' },
    { name: 'Iskolapszichológus' },
    { name: 'Oktatást segítő munkatárs' },
    { name: 'Rendszergazda' },
    { name: 'Iskolatitkár' },
    { name: 'Gazdasági ügyintéző' },
    { name: 'Bérügyi ügyintéző' },
    { name: 'Karbantartó' },
    { name: 'Portás' },
    { name: 'Takarító' },
  ],
  position_types: [{ name: 'Új álláshely' }, { name: 'Helyettesítés' }, { name: 'Átszervezés' }, { name: 'Visszatérés' }],
  position_contract_types: [{ name: 'Munkaviszony' }, { name: 'Megbízási jogviszony' }, { name: 'Vállalkozási jogviszony' }, { name: 'Óraadói megbízás' }],
  partition_types: [{ name: 'Teljes munkaidő' }, { name: 'Részmunkaidő' }],
  duration_types: [{ name: 'Határozatlan idejű' }, { name: 'Határozott idejű' }],
  qualification_levels: [
    { name: 'Alapfokú' },
    { name: 'Középfokú' },
    { name: 'Érettségi' },
    { name: 'Szakképesítés' },
    { name: 'Felsőfokú szakképzés' },
    { name: 'Főiskolai (BA/BSc)' },
    { name: 'Egyetemi (MA/MSc)' },
    { name: 'Doktori (PhD)' },
  ],
  qualification_base_levels: [{ name: 'Alapképzettség' }, { name: 'Szakképzettség' }, { name: 'Pedagógus szakvizsga' }, { name: 'Egyéb végzettség' }],
  // Besorolás of staff in vocational training centres (2019. évi LXXX. tv., Szkt.): teachers by
  // the pedagogue career grades, the rest by their role.
  classifications: [
    { name: 'Oktató – gyakornok' },
    { name: 'Oktató – pedagógus I.' },
    { name: 'Oktató – pedagógus II.' },
    { name: 'Oktató – mesterpedagógus' },
    { name: 'Oktató – kutatótanár' },
    { name: 'Oktatást közvetlenül segítő munkatárs' },
    { name: 'Technikai munkatárs' },
    { name: 'Vezető' },
  ],
  // 39/2010. (II. 26.) Korm. rendelet: how a person living apart from the family travels home.
  homecoming_types: [{ name: 'Tömegközlekedés (bérlet, jegy)' }, { name: 'Saját gépjármű' }, { name: 'Nem jár haza' }],
  // 39/2010. (II. 26.) Korm. rendelet: ways of commuting to work.
  commute_types: [{ name: 'Bérlet' }, { name: 'Jegy' }, { name: 'Saját gépjármű' }, { name: 'Kerékpár' }],
};
