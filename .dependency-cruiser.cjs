// The layout rules of ARCHITECTURE.md ("Boundaries"), checked by `npm run lint:boundaries`
// (part of `npm run lint` and `npm test`) over the API, its tests, the web app, the packages and
// the browser journeys. A feature reaches another feature through its service, never through its
// SQL or its HTTP layer; shared code depends on no feature; nothing imports itself round a loop.
// scripts/boundaries.test.mjs checks that the rules catch what they name, on lint-fixtures/.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No import cycle, types included: a cycle means two modules are one, and which loads first decides what the other sees. Move what both need to a third module below them.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'api-feature-imports-config-or-jobs',
      comment:
        'Settings and the job runner reach a feature through its constructor or deps, from the composition root (services.ts, app.ts): a feature declares the settings it reads as a type of its own. Command-line entry points, which build their own process, live in apps/api/src/cli/.',
      severity: 'error',
      from: { path: '^apps/api/src/features/' },
      to: { path: '^apps/api/src/(config|jobs)[.]ts$' },
    },
    {
      name: 'api-routes-import-data-layer',
      comment:
        "A route calls services: it never imports a repository nor anything of @shuttle/db that runs (tables, the query builder, sql); its types may shape an answer. The service owns the query and the table's rules.",
      severity: 'error',
      from: { path: '^apps/api/src/.+[.]routes[.]ts$' },
      to: {
        path: '([.]repository[.]ts$|^packages/db/src/|^node_modules/drizzle-orm/)',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'api-foreign-repository',
      comment:
        "An API feature uses another feature's service, never its repository: the owner of a table keeps its rules (ARCHITECTURE.md).",
      severity: 'error',
      from: { path: '^apps/api/src/features/([^/]+)/' },
      to: {
        path: '^apps/api/src/features/[^/]+/[^/]+[.]repository[.]ts$',
        pathNot: '^apps/api/src/features/$1/',
      },
    },
    {
      name: 'api-foreign-routes',
      comment: "Routes are mounted by features.ts; a feature never imports another feature's routes.",
      severity: 'error',
      from: { path: '^apps/api/src/features/([^/]+)/' },
      to: {
        path: '^apps/api/src/features/[^/]+/[^/]+[.]routes[.]ts$',
        pathNot: '^apps/api/src/features/$1/',
      },
    },
    {
      name: 'api-runs-imports-wing',
      comment:
        'The runs feature stands below the wings that use runs: operations, driver, tracking, bus-partner and booking call it, never the reverse (ARCHITECTURE.md "Runs"); what it needs from them is handed in by services.ts. Tests drive the whole app and may check the wings\' ledgers.',
      severity: 'error',
      from: { path: '^apps/api/src/features/runs/', pathNot: '[.]test[.]ts$' },
      to: { path: '^apps/api/src/features/(operations|driver|tracking|bus-partner|booking)/' },
    },
    {
      name: 'api-shared-imports-feature',
      comment: 'apps/api/src/shared is below every feature: it never imports one.',
      severity: 'error',
      from: { path: '^apps/api/src/shared/' },
      to: { path: '^apps/api/src/features/' },
    },
    {
      name: 'web-feature-imports-feature',
      comment:
        'A web feature stands alone; what two features share moves to components/, lib/ or app/ (tests may render pages that compose features).',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: '[.]test[.]tsx?$' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-imports-feature-or-app',
      comment: 'components/, lib/ and config/ are below every feature and the app: they import neither.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|config)/', pathNot: '[.]test[.]tsx?$' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-embedded)/' },
    // Type-only imports count too: a type from another feature's repository is still its SQL layer.
    tsPreCompilationDeps: true,
    // Beside this file, whichever folder the lint runs from (the fixtures' test runs it from theirs).
    tsConfig: { fileName: require('node:path').join(__dirname, 'tsconfig.base.json') },
    // The workspaces' own packages (@shuttle/db, @shuttle/contracts) resolve through their
    // package.json `exports` to their sources, so that rules and cycles see through them.
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
    },
  },
};
