// A module's names, declared once (issue 24 item 3): the server's definition, the client's section
// and the main menu read them from here, so a module's route is written in this file only. The key
// is the tRPC key; the case module (Case.module, flows, settings) and the module's folder names are
// derived from it (room_reservations, room-reservations). The REST base, the label and the client
// route are spec texts, so they are declared, not derived.
interface TModuleDeclaration {
  /** REST base under /api/, without slashes (kit modules; special modules declare their routes). */
  restBase?: string;
  /** Hungarian name: OpenAPI tag, mails, my tasks. */
  label?: string;
  /** The client section: list `lista.html`, new `uj.html`, details `{id}.html` under it. */
  route: string;
  /** The list page, when not the section's lista.html. */
  listPath?: string;
  /** The section has a monthly calendar at naptar.html. */
  calendar?: true;
  /** The xlsx file's name, when not the REST base's last segment. */
  exportName?: string;
  /** Case.module, when not derived from the key (stored in records before the rule). */
  caseModule?: string;
}

export const MODULES = {
  systemErrorReports: { restBase: 'rendszerhibak', label: 'Rendszerhiba', route: '/rendszerhibak', listPath: '/rendszerhibak.html' },
  // Every area has its own section (client areas.ts); mails and my tasks link the record's area's (detailRouteOf).
  requestForms: { restBase: 'kervenyek', label: 'Kérvény', route: '/profil/kervenyek' },
  commitments: {
    restBase: 'kotelezettsegvallalas',
    label: 'Kötelezettségvállalás',
    route: '/penzugy/kotelezettsegvallalas',
    exportName: 'kotelezettsegvallalasok',
  },
  invoices: { restBase: 'szamlazas', label: 'Számla', route: '/penzugy/szamlazas' },
  financialOverview: { route: '/penzugy/attekinto', listPath: '/penzugy/attekinto.html' },
  partners: { restBase: 'partnerek', label: 'Partnerek', route: '/penzugy/partnerek' },
  tenders: { restBase: 'palyazatok', label: 'Pályázatok', route: '/penzugy/palyazatok' },
  financialBudgetChanges: {
    restBase: 'penzugy/penzugyi-keret-valtozasok',
    label: 'Keretmódosítási kérelem',
    // The request has no page of its own: this section opens its budget's page.
    route: '/penzugy/penzugyi-keretek/valtozas',
    caseModule: 'financialBudgetChanges',
  },
  financialBudgets: { restBase: 'penzugy/penzugyi-keretek', label: 'Pénzügyi keretek', route: '/penzugy/penzugyi-keretek' },
  employees: { restBase: 'dolgozok', label: 'Dolgozók', route: '/hr/dolgozok' },
  positions: { restBase: 'allashelyek', label: 'Álláshely', route: '/hr/allashelyek' },
  // The section's first page is the month grid (001 §2: naptar.html instead of a list).
  absences: { restBase: 'hr/tavolletjelento', label: 'Távolléti jelentő', route: '/hr/tavolletjelento', listPath: '/hr/tavolletjelento/naptar.html' },
  dayOffs: { restBase: 'szabadsagok', label: 'Szabadság', route: '/hr/szabadsagok' },
  commute: { route: '/hr/munkabajaras' },
  commuteVerifications: {
    restBase: 'commute-verifications',
    label: 'Munkába járás engedélyezés',
    route: '/hr/munkabajaras-engedelyezes',
    exportName: 'munkabajaras_engedelyezes',
  },
  timesheets: { route: '/hr/munkaido-nyilvantartas' },
  errorReports: { restBase: 'hibabejelentes', label: 'Hibabejelentés', route: '/muszak/hibabejelentes', exportName: 'hibabejelentesek' },
  utilities: { restBase: 'kozmuvek', label: 'Közművek', route: '/muszak/kozmuvek' },
  rooms: { restBase: 'termek', label: 'Termek', route: '/muszak/termek' },
  roomBookings: { restBase: 'teremberles', label: 'Teremberlés', route: '/muszak/teremberles', calendar: true },
  rents: { restBase: 'egyeb-berlesek', label: 'Bérlés', route: '/muszak/berles' },
  roomReservations: { restBase: 'teremfoglalasok', label: 'Teremfoglalás', route: '/muszak/teremfoglalasok', calendar: true },
  authorityInspections: { restBase: 'hatosagi-ellenorzesek', label: 'Hatósági ellenőrzések', route: '/muszak/hatosagiellenorzes', calendar: true },
  assignmentContracts: { restBase: 'megbizasi-szerzodesek', label: 'Megbízási szerződés', route: '/muszak/megbizasi-szerzodesek' },
  otherContracts: { restBase: 'egyeb-szerzodesek', label: 'Egyéb szerződés', route: '/muszak/egyeb-szerzodesek' },
  busRentals: { restBase: 'buszberles', label: 'Buszbérlés', route: '/muszak/buszberles' },
  carBookings: { restBase: 'gepjarmuigeny', label: 'Gépjárműigény', route: '/muszak/gepjarmuigeny', calendar: true },
  cars: { restBase: 'gepjarmuvek', label: 'Gépjárművek', route: '/profil/gepjarmuvek' },
  tasks: { restBase: 'feladatok', label: 'Feladatok', route: '/profil/feladatok', calendar: true },
  lecturerAssignmentContracts: { restBase: 'uj-oraadoi-megbizasok', label: 'Óraadói megbízás', route: '/tanugy/uj-oraadoi-megbizasok' },
  // The old contracts: REST only; their list is the new contracts' list, every client path leads there (client/src/routes.tsx).
  externalLecturerContracts: {
    restBase: 'oraadoi-megbizasok',
    label: 'Óraadói megbízás (régi)',
    route: '/tanugy/oraadoi-megbizasok',
    listPath: '/tanugy/uj-oraadoi-megbizasok/lista.html',
  },
  educationOtherContracts: { restBase: 'tanugy-egyeb-szerzodesek', label: 'Tanügyi egyéb szerződés', route: '/tanugy/tanugy-egyeb-szerzodesek' },
  studyContracts: { restBase: 'tanulmanyiszerzodes', label: 'Tanulmányi szerződés', route: '/tanugy/tanulmanyi-szerzodesek' },
  preliminaryExams: { restBase: 'felveteli', label: 'Felvételi megbízás', route: '/tanugy/felveteli-megbizasok' },
  graduationContracts: { restBase: 'erettsegi', label: 'Érettségi megbízás', route: '/tanugy/erettsegi-megbizasok' },
  complexExams: { restBase: 'komplexvizsga', label: 'Komplex vizsga megbízás', route: '/tanugy/komplexvizsga-megbizasok' },
  extraTeachingContracts: { restBase: 'tobblettanitasi-szerzodesek', label: 'Többlettanítási szerződés', route: '/tanugy/tobblettanitasi-szerzodesek' },
  extraTeachingSummaries: {
    restBase: 'tobblettanitasi-szerzodes-osszesitok',
    label: 'Többlettanítási összesítő',
    route: '/tanugy/tobblettanitasi-szerzodes-osszesitok',
  },
  monthlyReports: { restBase: 'havi-beszamolok', label: 'Havi beszámoló', route: '/tanugy/havi-beszamolok' },
  extraordinaryEvents: { restBase: 'rendkivuli-esemenyek', label: 'Rendkívüli esemény', route: '/tanugy/rendkivuli-esemeny' },
  extraordinaryOrdainments: { restBase: 'rendkivuli-elrendelesek', label: 'Rendkívüli elrendelés', route: '/tanugy/rendkivuli-elrendeles' },
  recognitions: { restBase: 'elismeresek', label: 'Felterjesztés', route: '/tanugy/felterjesztesek' },
  yearlyReports: { restBase: 'eves-beszamolok', label: 'Éves beszámoló', route: '/tanugy/eves-beszamolok' },
  surveys: { restBase: 'kerdoivek', label: 'Kérdőív', route: '/kerdoivek' },
  // Special: its routes are its own (the fill-in); the client section is this.
  surveyResults: { route: '/kerdoivek/kitoltes' },
  contractLibrary: { restBase: 'szerzodestar', label: 'Szerződéstár', route: '/szerzodestar' },
  storeCategories: { restBase: 'keszlet/categories', label: 'Raktár: kategóriák', route: '/keszlet/kategoriak', exportName: 'kategoriak' },
  storeProducts: { restBase: 'keszlet/products', label: 'Raktár: termékek', route: '/keszlet/termekek', exportName: 'termekek' },
  // Special modules: their routes are their own (basket, orders); the client sections are these.
  storeOrders: { route: '/keszlet/rendelesek' },
  storeBasket: { route: '/keszlet/kosarak', listPath: '/keszlet/kosarak/sajat.html' },
  stockImports: { restBase: 'leltar-import', label: 'Leltár importálás', route: '/muszak/leltar/importalas' },
  stockItems: { restBase: 'leltar', label: 'Leltár tétel', route: '/muszak/leltar/keszlet' },
  extraStockItems: { restBase: 'leltar-extra', label: 'Leltártöbblet', route: '/muszak/leltar/tobblet' },
  inboxEntries: { restBase: 'erkezteto', label: 'Érkeztető', route: '/profil/erkezteto' },
  officeUsers: { restBase: 'irodai-felhasznalok', label: 'Irodai felhasználók', route: '/profil/felhasznalok', exportName: 'felhasznalok' },
  // The menu items of these two stay disabled (000 §2): REST calls without screens.
  budgetInfo: { route: '/profil/koltsegvetes', listPath: '/profil/koltsegvetes.html' },
  statistics: { route: '/profil/statisztikak', listPath: '/profil/statisztikak.html' },
  // The document library's four trees (special modules): the root is lista.html, a folder {id}.html.
  myDocuments: { route: '/dokumentumtar/sajat-dokumentumok' },
  sharedDocuments: { route: '/dokumentumtar/megosztott-dokumentumok' },
  providedDocuments: { route: '/dokumentumtar/etanker-dokumentumok' },
  exportDocuments: { route: '/dokumentumtar/export-dokumentumok' },
} as const satisfies Record<string, TModuleDeclaration>;

export type TModuleKey = keyof typeof MODULES;
type TKitModuleKey = { [K in TModuleKey]: (typeof MODULES)[K] extends { restBase: string } ? K : never }[TModuleKey];

/** 'roomReservations' → 'room_reservations': Case.module, flows' and settings' module. */
export const caseModuleOf = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** 'roomReservations' → 'room-reservations': the module's folders on the server and the client. */
export const folderOf = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The client paths of a module's section. */
export function modulePaths(key: TModuleKey) {
  const declared: TModuleDeclaration = MODULES[key];
  const prefix = declared.route;
  return {
    prefix,
    listPath: declared.listPath ?? `${prefix}/lista.html`,
    newPath: `${prefix}/uj.html`,
    /** the section's monthly calendar, when it has one (`calendar`) */
    calendarPath: `${prefix}/naptar.html`,
    hasCalendar: declared.calendar === true,
    detailPath: (id: number) => `${prefix}/${id}.html`,
  };
}

/** What a kit module's server definition spreads: its key and names, and the client routes its mails and my tasks link. */
export function moduleNames<K extends TKitModuleKey>(key: K) {
  const declared: TModuleDeclaration & { restBase: string; label: string } = MODULES[key];
  const paths = modulePaths(key);
  return {
    key,
    restBase: declared.restBase,
    label: declared.label,
    detailRoute: `${paths.prefix}/{id}.html`,
    listRoute: paths.listPath,
    exportName: declared.exportName ?? declared.restBase.slice(declared.restBase.lastIndexOf('/') + 1),
  };
}

/** A workflow module's names: its case module too. */
export function workflowNames<K extends TKitModuleKey>(key: K) {
  const declared: TModuleDeclaration = MODULES[key];
  return { ...moduleNames(key), caseModule: declared.caseModule ?? caseModuleOf(key) };
}
