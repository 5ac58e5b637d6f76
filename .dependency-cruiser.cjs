/**
 * The house rules of the code (DESIGN.md section 1), checked by `npm run lint` and so by CI.
 * docs/adding-a-module.md explains them; a deliberate violation is kept as a fixture
 * (scripts/lint-fixtures) and the lint test proves each rule fails on it.
 */
const server = '^apps/server/src/';
const web = '^apps/web/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No circle of imports anywhere: each one makes both ends impossible to change alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-import-no-app',
      severity: 'error',
      comment: 'packages/domain and packages/contract are shared by server and web; they know neither.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'module-through-index',
      severity: 'error',
      comment:
        'A server module reaches another only through its index.ts (its services, events and types). ' +
        "The one exception: a tables.ts may name another module's tables.ts for a foreign key.",
      from: { path: `${server}modules/([^/]+)/`, pathNot: `${server}modules/[^/]+/tables\\.ts$` },
      to: { path: `${server}modules/`, pathNot: [`${server}modules/$1/`, `${server}modules/[^/]+/index\\.ts$`] },
    },
    {
      name: 'tables-only-to-tables',
      severity: 'error',
      comment: 'A tables.ts may only reach into another module for the table a foreign key names.',
      from: { path: `${server}modules/([^/]+)/tables\\.ts$` },
      to: {
        path: `${server}modules/`,
        pathNot: [`${server}modules/$1/`, `${server}modules/[^/]+/(tables|index)\\.ts$`],
      },
    },
    {
      name: 'outside-modules-through-index',
      severity: 'error',
      comment: 'app.ts, the seed, the sandbox and the test helpers reach modules only through their index.ts.',
      from: { path: server, pathNot: [`${server}modules/`, '\\.test\\.ts$'] },
      to: { path: `${server}modules/[^/]+/`, pathNot: `${server}modules/[^/]+/index\\.ts$` },
    },
    {
      name: 'platform-knows-no-module',
      severity: 'error',
      comment: 'platform/ is the floor every module stands on; it imports no module, sandbox or seed.',
      from: { path: `${server}platform/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${server}(modules|sandbox|seed|app\\.ts|main\\.ts)` },
    },
    {
      name: 'modules-know-no-sandbox',
      severity: 'error',
      comment: 'Modules talk to outside parties through adapters; the sandbox is wired in by app.ts only.',
      from: { path: `${server}modules/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${server}(sandbox|seed)/` },
    },
    {
      name: 'ui-imports-no-feature',
      severity: 'error',
      comment: 'ui/ is the design system: it knows no feature, no app shell and no API.',
      from: { path: `${web}ui/` },
      to: { path: `${web}(features|app|api)/` },
    },
    {
      name: 'feature-through-index',
      severity: 'error',
      comment: 'A web feature reaches another only through its index.ts (tests and their fixtures excepted).',
      from: { path: `${web}features/([^/]+)/`, pathNot: '(\\.test\\.tsx?|/testing\\.tsx?)$' },
      to: { path: `${web}features/`, pathNot: [`${web}features/$1/`, `${web}features/[^/]+/index\\.tsx?$`] },
    },
    {
      name: 'features-not-up-to-app',
      severity: 'error',
      comment: 'Features sit under the app shell: the shell composes them, never the other way round.',
      from: { path: `${web}features/`, pathNot: '\\.test\\.tsx?$' },
      to: { path: `${web}app/` },
    },
    {
      name: 'shared-layers-not-up',
      severity: 'error',
      comment: 'api/, shared/, i18n/ and themes/ serve every feature; they import none, nor the app shell.',
      from: { path: `${web}(api|shared|i18n|themes)/`, pathNot: '\\.test\\.tsx?$' },
      to: { path: `${web}(features|app)/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};
