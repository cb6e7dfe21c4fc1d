// The import boundaries of the codebase; docs/architecture.md explains the shape they keep, why
// dependency-cruiser, and how to run the check alone. `npm test` runs this after lint, then
// .dependency-cruiser-domains.cjs.

// dependency-cruiser 17 parses every file with swc's TypeScript syntax and never turns on JSX, so a
// .tsx file stops the run (fixed upstream in 18.3, which needs Node 22). Until then, ask swc for JSX
// in .tsx files; dependency-cruiser imports this same @swc/core instance.
const swc = require('@swc/core');
const parseFileSync = swc.parseFileSync;
swc.parseFileSync = (file, options) =>
  parseFileSync(file, file.endsWith('.tsx') ? { ...options, tsx: true } : options);

// A server domain is a folder under server/src/modules; its front door is its index.ts.
const inDomain = '^server/src/modules/[^/]+/';
// Any server file; $1 is its domain when it is in one (left unmatched, "$1" matches no path).
const inServer = '^server/(?:src/modules/([^/]+)/|)';
const sameDomain = '^server/src/modules/$1/';
const testFile = '\\.test(-kit)?\\.tsx?$';
// What the server's tests share (the test app, databases, hostile inputs).
const testHelpers = '^server/test/';
const tablesFile = '\\.tables\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-file-cycle',
      severity: 'error',
      comment:
        'Two files import each other, directly or through others. A cycle makes load order matter and ' +
        'the pieces impossible to understand one at a time: move what both need into a third file.',
      from: { path: '^(contract|server|web)/src/' },
      to: { circular: true },
    },
    {
      name: 'only-through-front-door',
      severity: 'error',
      comment:
        "Code outside a domain uses only what the domain's index.ts exports; its tables, repos and " +
        'helpers stay private so the domain can change them. Three kinds of file see tables across ' +
        'domains: server/src/db/schema.ts gathers every *.tables.ts for drizzle, the seed loads the ' +
        'demo shop straight into them, and a *.tables.ts names the column its foreign key points at ' +
        '(tables-name-only-tables keeps that to tables).',
      from: {
        path: inServer,
        pathNot: [testFile, testHelpers, '^server/src/db/(schema\\.ts|seed/)', tablesFile],
      },
      to: { path: inDomain, pathNot: [sameDomain, '^server/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'tables-name-only-tables',
      severity: 'error',
      comment:
        'A table file reaches into another domain only for the table its foreign key points at, ' +
        'never for its services or repos.',
      from: { path: `${inServer}.*${tablesFile}` },
      to: { path: inDomain, pathNot: [sameDomain, '^server/src/modules/[^/]+/index\\.ts$', tablesFile] },
    },
    {
      name: 'tests-through-front-door-or-testing',
      severity: 'error',
      comment:
        'A test outside a domain uses its index.ts, or its testing.ts for the helpers that set up ' +
        'test data; never its private files.',
      from: { path: [`${inServer}.*${testFile}`, testHelpers] },
      to: { path: inDomain, pathNot: [sameDomain, '^server/src/modules/[^/]+/(index|testing)\\.ts$'] },
    },
    {
      name: 'domain-not-to-flow',
      severity: 'error',
      comment:
        'Flows call domains, never the other way round: a domain that needs a flow would put the ' +
        'cross-domain work back inside one domain.',
      from: { path: '^server/src/modules/' },
      to: { path: '^server/src/flows/' },
    },
    {
      name: 'no-feature-to-feature',
      severity: 'error',
      comment:
        'A web feature never imports another feature: what two features share goes to web/src/shared, ' +
        'and a page that puts features together lives in web/src/app.',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'no-upward-to-app',
      severity: 'error',
      comment:
        'web/src/app puts features and shared parts together into pages; features and shared parts ' +
        'never reach back up into it.',
      from: { path: '^web/src/(features|shared)/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'shared-not-to-feature',
      severity: 'error',
      comment: 'web/src/shared serves every feature, so it depends on none of them.',
      from: { path: '^web/src/shared/' },
      to: { path: '^web/src/features/' },
    },
    {
      name: 'web-not-to-server',
      severity: 'error',
      comment: 'The web talks to the server through the contract (contract/), never by importing its code.',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'contract-stands-alone',
      severity: 'error',
      comment: 'The contract is shared by both sides, so it imports neither of them.',
      from: { path: '^contract/' },
      to: { path: '^(server|web)/' },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript compiler API; swc reads the sources instead.
    parser: 'swc',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
