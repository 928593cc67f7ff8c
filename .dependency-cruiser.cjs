// The layout rules of ARCHITECTURE.md ("Boundaries"), checked by `npm run lint:boundaries`
// (part of `npm run lint` and `npm test`). A feature reaches another feature through its
// service, never through its SQL or its HTTP layer; shared code depends on no feature.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
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
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
