// Demo system messages and news items, identified by their titles.
import type { TPrisma } from '../../../server/src/db/client.ts';

const SYSTEM_MESSAGES = [
  {
    title: 'Tervezett karbantartás',
    message: 'A rendszer 2026. november 28-án 18:00 és 20:00 között karbantartás miatt nem lesz elérhető.',
    type: 'warning',
    valid_from: new Date('2026-11-20T00:00:00Z'),
    valid_till: new Date('2026-11-28T19:00:00Z'),
  },
  {
    title: 'Üdvözöljük az eTanker portálon',
    message: 'A portál használatáról a Dokumentumtár eTanker dokumentumai között talál felhasználói kézikönyvet.',
    type: 'info',
    valid_from: new Date('2026-09-01T00:00:00Z'),
    valid_till: null,
  },
];

const NEWS = [
  {
    title: 'Elindult a kötelezettségvállalások elektronikus jóváhagyása',
    content:
      'November 1-jétől a kötelezettségvállalások jóváhagyása kizárólag a portálon keresztül történik. Kérjük, a papíralapú igénylőlapokat ne küldjék tovább a pénzügyre.',
    created_at: new Date('2026-10-28T08:00:00Z'),
  },
  {
    title: 'Év végi pénzügyi zárás határidői',
    content:
      'A 2026. évi kötelezettségvállalásokat legkésőbb december 5-ig kérjük beküldeni. A határidő után beérkező igényeket a 2027. évi keret terhére tudjuk teljesíteni.',
    created_at: new Date('2026-11-10T08:00:00Z'),
  },
  {
    title: 'Új rendszerhiba-bejelentő felület',
    content:
      'A portál működésével kapcsolatos hibákat a profil menü „Rendszerhiba bejelentése” pontjában jelezhetik. A bejelentéseket a rendszergazdák munkanapokon 24 órán belül feldolgozzák.',
    created_at: new Date('2026-11-18T08:00:00Z'),
  },
];

export async function seedDemoAnnouncements(prisma: TPrisma, authorId: number): Promise<void> {
  const messageTitles = new Set((await prisma.systemMessage.findMany({ select: { title: true } })).map((m) => m.title));
  await prisma.systemMessage.createMany({ data: SYSTEM_MESSAGES.filter((m) => !messageTitles.has(m.title)) });
  const newsTitles = new Set((await prisma.news.findMany({ select: { title: true } })).map((n) => n.title));
  await prisma.news.createMany({
    data: NEWS.filter((n) => !newsTitles.has(n.title)).map((n) => ({ ...n, created_by_id: authorId })),
  });
}
