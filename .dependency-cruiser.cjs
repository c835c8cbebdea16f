// Layering, checked in `npm test`: server modules → workflow/access → db; client modules → ui →
// api; server and client meet only in shared/; no import circles.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle makes load order and layering ambiguous.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'kit-not-modules',
      severity: 'error',
      comment: 'workflow/, access/ and db/ serve every module and know none.',
      from: { path: '^server/src/(workflow|access|db)/' },
      to: { path: '^server/src/(modules|trpc)/' },
    },
    { name: 'core-not-modules', severity: 'error', from: { path: '^server/src/core/' }, to: { path: '^server/src/modules/' } },
    { name: 'db-not-up', severity: 'error', from: { path: '^server/src/db/' }, to: { path: '^server/src/(workflow|access|core|rest|http|trpc)/' } },
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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|generated|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: `${__dirname}/client/tsconfig.json` },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
