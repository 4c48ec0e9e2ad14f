// The house boundaries (DESIGN.md §1, §9), checked on every import by `npm run lint:boundaries`,
// the first step of `npm test`. tests/core/boundaries.test.ts proves each rule catches a planted
// violation, so a rule that matches nothing cannot pass unnoticed.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-is-shared',
      comment: 'core runs on the server and in the browser: it imports neither server nor web.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'core-no-node',
      comment: 'core runs in the browser too: no Node built-ins.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'server-not-web',
      comment: 'The server never imports the web client; shared code lives in core.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'web-not-server',
      comment: 'The web client never imports the server (it would ship server code to the browser).',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'web-no-node',
      comment: 'The web client runs in the browser: no Node built-ins.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'screens-stay-apart',
      comment: 'A screen folder (feature) uses another only through its index.ts, never its insides.',
      severity: 'error',
      from: { path: '^src/web/screens/([^/]+)/' },
      to: { path: '^src/web/screens/[^/]+/', pathNot: ['^src/web/screens/$1/', '^src/web/screens/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'no-cycles',
      comment: 'Import cycles make load order matter and split chunks badly; break them.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports vanish at build time, but they still tie modules together: count them.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    exclude: { path: '\\.d\\.ts$' },
  },
};
