// GET /api/adatvedelmi-tajekoztato/: the portal's privacy notice (GDPR Art. 13) as a PDF, issued
// by the centre (the institution without a parent).
import type { TServices } from '../services.ts';
import { DocumentLayout, renderDocumentHtml, type TDocumentInstitution } from '../pdf/document.tsx';

const SECTIONS: [title: string, text: string][] = [
  [
    '1. Az adatkezelő',
    'Az eTanker portálon kezelt személyes adatok adatkezelője a fejlécben megnevezett szakképzési centrum (a továbbiakban: Centrum). Az adatkezeléssel kapcsolatos kérdéseivel a Centrum adatvédelmi tisztviselőjéhez fordulhat a Centrum székhelyén vagy hivatalos e-mail címén.',
  ],
  [
    '2. A kezelt adatok köre és az adatkezelés célja',
    'A portál a munkavállalók és megbízottak azonosító adatait (név, e-mail cím, születési dátum, adóazonosító jel), lakcímét, bankszámlaszámát, munkaviszonyának adatait, valamint az ügyintézés során keletkező iratokat, döntéseket és megjegyzéseket kezeli. Az adatkezelés célja a Centrum és tagintézményei gazdálkodási, munkaügyi, tanügyi és műszaki ügyeinek nyilvántartása, jóváhagyása és dokumentálása.',
  ],
  [
    '3. Az adatkezelés jogalapja',
    'Az adatkezelés jogalapja a GDPR 6. cikk (1) bekezdés b) pontja (munkaszerződés, megbízási szerződés teljesítése), c) pontja (a szakképzésről szóló 2019. évi LXXX. törvény, a munka törvénykönyvéről szóló 2012. évi I. törvény, az államháztartásról szóló 2011. évi CXCV. törvény és a számvitelről szóló 2000. évi C. törvény szerinti jogi kötelezettség teljesítése), valamint e) pontja (közfeladat ellátása).',
  ],
  [
    '4. Az adatok megőrzése és címzettjei',
    'A Centrum az adatokat a jogszabályban előírt ideig őrzi: a számviteli bizonylatokat legalább 8 évig, a munkaügyi iratokat a munkaviszony megszűnését követő 5 évig, a nyugdíjjogosultsághoz szükséges adatokat a jogszabályban előírt ideig. Az adatokhoz a Centrum és a tagintézmények feladatkörükben eljáró munkatársai férnek hozzá; jogszabály alapján az adatok átadhatók a Magyar Államkincstár, a Nemzeti Adó- és Vámhivatal és a fenntartó részére.',
  ],
  [
    '5. Adatbiztonság',
    'A portálhoz csak egyéni jelszóval lehet hozzáférni; minden felhasználó kizárólag a feladatköréhez szükséges adatokat látja. A kapcsolat titkosított, a Centrum a műveleteket naplózza, az adatokról rendszeres biztonsági mentés készül.',
  ],
  [
    '6. Az érintett jogai',
    'Ön kérheti a személyes adataihoz való hozzáférést, azok helyesbítését, törlését vagy kezelésének korlátozását, és tiltakozhat a közfeladat ellátásán alapuló adatkezelés ellen. Kérelmét a Centrum egy hónapon belül megválaszolja. Jogsérelem esetén panaszt tehet a Nemzeti Adatvédelmi és Információszabadság Hatóságnál (1055 Budapest, Falk Miksa utca 9–11., ugyfelszolgalat@naih.hu), vagy bírósághoz fordulhat.',
  ],
];

function PrivacyNotice(props: { institution: TDocumentInstitution }) {
  return (
    <DocumentLayout institution={props.institution} title="Adatkezelési tájékoztató az eTanker portál felhasználói részére">
      {SECTIONS.map(([title, text]) => (
        <section key={title}>
          <h2 style={{ fontSize: '11pt', margin: '10pt 0 3pt' }}>{title}</h2>
          <p style={{ margin: 0, textAlign: 'justify' }}>{text}</p>
        </section>
      ))}
    </DocumentLayout>
  );
}

export async function renderPrivacyNotice(services: Pick<TServices, 'prisma' | 'pdf'>): Promise<Buffer> {
  const centre = await services.prisma.institution.findFirst({
    where: { parent_id: null, is_active: true },
    select: { name: true, unit_code: true, zip_code: true, city: true, address_1: true },
    orderBy: { id: 'asc' },
  });
  const institution = centre ?? { name: 'Szakképzési Centrum' };
  return services.pdf.render(renderDocumentHtml(<PrivacyNotice institution={institution} />));
}
