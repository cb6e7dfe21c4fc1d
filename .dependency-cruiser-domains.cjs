// Server domains depend on each other one way only. This runs apart from .dependency-cruiser.cjs
// because dependency-cruiser looks for folder cycles in the whole graph it cruised: db/ and http/
// import domains (seed data, server-rendered pages) and every domain imports them, so this graph
// holds only the domains. How to run it alone: docs/architecture.md, "The boundary check".
const { options } = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-domain-cycle',
      severity: 'error',
      scope: 'folder',
      comment:
        'Server domains import each other in a cycle. Domains depend one way only; work that needs ' +
        'several domains in turn belongs in a flow (server/src/flows/).',
      from: { path: '^server/src/modules/([^/]+)' },
      to: { path: '^server/src/modules/', pathNot: '^server/src/modules/$1(/|$)', circular: true },
    },
  ],
  options: {
    ...options,
    includeOnly: '^server/src/modules/',
    // Tests may set up data across domains (through each domain's testing.ts); the rule is about the
    // shop's own code. A foreign key between two domains' tables is the database's integrity, not a
    // call: table files are left out, so only code that calls another domain counts.
    exclude: { path: [options.exclude.path, '\\.test(-kit)?\\.tsx?$', '/testing\\.ts$', '\\.tables\\.ts$'] },
    metrics: true,
  },
};
