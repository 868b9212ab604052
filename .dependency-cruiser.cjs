/** Layer rules of ../shared/conventions.md: a wrong import fails `npm test`. */
const frameworks =
  '^(react|react-dom|mobx|mobx-react-lite|inversify|reflect-metadata|ky|valibot|wouter|i18next|@fingerprintjs|hono|drizzle-orm|pg|@electric-sql)';
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports nothing outside itself: no framework, no other layer, no node built-ins.',
      severity: 'error',
      // Table tests may import the test runner (vitest, fast-check); production files may not.
      from: { path: '^src/domain', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^src/domain' },
    },
    {
      name: 'application-only-domain',
      comment: 'src/application may import the domain and its own ports, never adapters, views or composition.',
      severity: 'error',
      from: { path: '^src/application' },
      to: { path: '^src/(infrastructure|ui|composition)' },
    },
    {
      name: 'application-no-adapter-tech',
      comment: 'Use cases and stores reach the outside through ports, not through HTTP, cookies or the DOM libraries.',
      severity: 'error',
      from: { path: '^src/application', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^node_modules/(ky|@fingerprintjs|react|react-dom|wouter|i18next|valibot|hono|drizzle-orm|pg)/' },
    },
    {
      name: 'ui-not-infrastructure',
      comment: 'Views talk to stores and ports, never to adapters. Screen tests may compose the real app (with MSW).',
      severity: 'error',
      from: { path: '^src/ui', pathNot: '\\.test(-support)?\\.tsx?$' },
      to: { path: '^src/(infrastructure|composition)' },
    },
    {
      name: 'infrastructure-not-ui',
      severity: 'error',
      from: { path: '^src/infrastructure' },
      to: { path: '^src/(ui|composition)' },
    },
    {
      name: 'only-composition-knows-adapters',
      comment: 'Only src/composition imports concrete adapters.',
      severity: 'error',
      from: { path: '^src', pathNot: '^src/(composition|infrastructure)|^src/ui/.*\\.test(-support)?\\.tsx?$' },
      to: { path: '^src/infrastructure' },
    },
    {
      name: 'contract-is-standalone',
      comment: 'The contract is shared by the SPA, MSW and the server, so it depends on nothing of theirs.',
      severity: 'error',
      from: { path: '^contract' },
      to: { path: '^(src|server)/' },
    },
    {
      name: 'server-not-spa-adapters',
      comment: 'The server may use contract/ and pure src/domain rules, never the SPA views or adapters.',
      severity: 'error',
      from: { path: '^server' },
      to: { path: '^src/(ui|infrastructure|application|composition)', pathNot: '^src/composition/server-entry\\.tsx$' },
    },
    {
      name: 'server-render-seam-types-only',
      comment: "The server takes the render seam's types from the SPA's server entry; its code only from the build (dist/server).",
      severity: 'error',
      from: { path: '^server' },
      to: { path: '^src/composition/server-entry\\.tsx$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'http-not-modules',
      comment: 'server/http is the toolkit every module uses (call mounting, request language, paging, caches in front): it knows no module.',
      severity: 'error',
      from: { path: '^server/http/' },
      to: { path: '^server/modules/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^(src|contract|server)' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules must stay in the graph (doNotFollow only stops descent), or framework imports go unseen.
    exclude: { path: '^dist' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
// Frameworks are named here so the domain rule's message is explicit when someone reaches for one.
// Non-enumerable: dependency-cruiser rejects unknown top-level config keys.
Object.defineProperty(module.exports, 'frameworks', { value: frameworks, enumerable: false });
