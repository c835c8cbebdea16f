// Layering, checked in `npm test`: server modules → kit (modules/*.ts) → engine (workflow/) →
// pdf/, access/, core/ → db; the calls' form (server api/) below every area declaring calls;
// client modules → ui → api; server and client meet only in shared/; no import circles, type-only
// imports counted (DESIGN.md "Layering").
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle makes load order and layering ambiguous; a type-only import is an import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'kit-not-modules',
      severity: 'error',
      comment: 'workflow/, access/ and db/ serve every module and know none.',
      from: { path: '^server/src/(workflow|access|db)/' },
      to: { path: '^server/src/(modules|trpc)/' },
    },
    {
      name: 'core-below-engine',
      severity: 'error',
      comment: 'core/ is the portal’s own data and vocabulary: the engine and the modules build on it, it knows neither.',
      from: { path: '^server/src/core/' },
      to: { path: '^server/src/(modules|workflow)/' },
    },
    {
      name: 'pdf-below-engine',
      severity: 'error',
      comment: 'pdf/ renders any document: the engine and the modules hand it their templates.',
      from: { path: '^server/src/pdf/' },
      to: { path: '^server/src/(modules|workflow|core)/' },
    },
    {
      name: 'api-below-areas',
      comment: 'api/ is the form of a call (operations.ts): auth/, core/ and the module kit declare their tables in it, it knows none of them.',
      severity: 'error',
      from: { path: '^server/src/api/' },
      to: { path: '^server/src/(modules|workflow|core|auth)/' },
    },
    { name: 'db-not-up', severity: 'error', from: { path: '^server/src/db/' }, to: { path: '^server/src/(workflow|access|core|rest|http|trpc|api)/' } },
    { name: 'server-not-client', severity: 'error', from: { path: '^server/' }, to: { path: '^client/' } },
    {
      name: 'client-not-server',
      severity: 'error',
      comment: 'The client reaches server code only through shared/ (types of the router excepted).',
      from: { path: '^client/' },
      to: { path: '^server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'ui-not-modules',
      severity: 'error',
      comment: 'The generic screens serve every module and know none; the shell (app/) sits above them.',
      from: { path: '^client/src/(ui|api)/' },
      to: { path: '^client/src/(modules|app)/' },
    },
    { name: 'api-not-ui', severity: 'error', from: { path: '^client/src/api/' }, to: { path: '^client/src/(ui|app|modules)/' } },
    {
      name: 'modules-apart',
      severity: 'error',
      comment: 'A module reaches another only through the kit.',
      from: { path: '^server/src/modules/([^/]+/[^/]+)/' },
      to: { path: '^server/src/modules/[^/]+/[^/]+/', pathNot: '^server/src/modules/$1/' },
    },
    {
      name: 'client-modules-apart',
      severity: 'error',
      comment: 'A client module reaches another only through ui/: a screen two modules share lives there.',
      from: { path: '^client/src/modules/([^/]+/[^/]+)/' },
      to: { path: '^client/src/modules/[^/]+/[^/]+/', pathNot: '^client/src/modules/$1/' },
    },
    {
      name: 'server-not-seed',
      severity: 'error',
      comment: 'The server runs without seed code; a module folder’s demo.ts is seed code and builds on the central demo data (prisma/seed/demo/) only.',
      from: { path: '^server/src/', pathNot: '^server/src/(main\\.ts$|modules/.+/demo\\.ts$)' },
      to: { path: '^prisma/seed/' },
    },
    {
      name: 'demo-on-central-data',
      severity: 'error',
      comment: 'A module’s demo takes the central demo data and the demo kit, not the seed’s generated lists or runners.',
      from: { path: '^server/src/modules/.+/demo\\.ts$' },
      to: { path: '^prisma/seed/', pathNot: '^prisma/seed/demo/' },
    },
    {
      name: 'demo-not-from-server',
      severity: 'error',
      comment: 'Only the seed (and tests) run a module’s demo: the server never loads it.',
      from: { path: '^(server/src|prisma/seed/demo)/' },
      to: { path: '^server/src/modules/.+/demo\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|generated|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: `${__dirname}/client/tsconfig.json` },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
