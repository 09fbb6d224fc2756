// The import rules of the workspace, checked by `npm test` (scripts/package-graph.test.ts) and drawn
// in docs/architecture.md by `npm run graph`. Packages import each other by name (`@tenuta/…`),
// which resolves to their sources; the layers run one way:
//   contracts, db  <-  core  <-  booking  <-  billing  <-  mail
//                        ^          ^-- payments
//                        '-- identity
// and the apps sit on top. Nothing imports upward, and no file takes part in an import cycle.
const packagesAbove = (...names) => `^packages/(${names.join('|')})/|^apps/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment:
        'A file of the packages or the API never reaches itself through its imports: each module can be read and tested from the bottom up. (The web app’s boundaries are checked by apps/web/src/import-boundaries.test.ts.)',
      from: { path: '^(packages|apps/api)/' },
      to: { circular: true },
    },
    {
      name: 'contracts-and-db-are-the-base',
      severity: 'error',
      comment: 'The API contracts and the schema know no use case.',
      from: { path: '^packages/(contracts|db)/' },
      to: { path: packagesAbove('core', 'booking', 'billing', 'identity', 'mail', 'payments') },
    },
    {
      name: 'core-is-shared-by-all',
      severity: 'error',
      comment: 'core (errors, transactions, deps, rate limits, staff audit, Rome time, money, CSV, partner terms) imports no domain.',
      from: { path: '^packages/core/' },
      to: { path: packagesAbove('booking', 'billing', 'identity', 'mail', 'payments') },
    },
    {
      name: 'booking-calls-billing-through-its-port',
      severity: 'error',
      comment: 'booking tells billing what happened through BillingPort (deps.billing); it never imports billing, identity, mail or the adapters.',
      from: { path: '^packages/booking/' },
      to: { path: packagesAbove('billing', 'identity', 'mail', 'payments') },
    },
    {
      name: 'billing-builds-on-booking',
      severity: 'error',
      comment: 'billing implements booking’s port and reads booking’s public surface; it never imports identity, mail or the adapters.',
      from: { path: '^packages/billing/' },
      to: { path: packagesAbove('identity', 'mail', 'payments') },
    },
    {
      name: 'identity-stands-on-core',
      severity: 'error',
      comment: 'Accounts, sessions and partner administration need only core; a referrer’s tax change reaches billing through PartnerTaxPort.',
      from: { path: '^packages/identity/' },
      to: { path: packagesAbove('booking', 'billing', 'mail', 'payments') },
    },
    {
      name: 'payments-adapts-booking-port',
      severity: 'error',
      comment: 'The payment adapters implement booking’s provider interface and nothing else.',
      from: { path: '^packages/payments/' },
      to: { path: packagesAbove('billing', 'identity', 'mail') },
    },
    {
      name: 'mail-renders-documents',
      severity: 'error',
      comment: 'The e-mail package renders what booking and billing queued; it never reaches accounts or the adapters.',
      from: { path: '^packages/mail/' },
      to: { path: packagesAbove('identity', 'payments') },
    },
    {
      name: 'ports-below-use-cases',
      severity: 'error',
      comment: 'booking’s port folders (payments/: the provider interface and payment rows; notifications/: the outbox and what documents show) import only the package’s root files.',
      from: { path: '^packages/booking/src/(payments|notifications)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^packages/booking/src/[^/]+/', pathNot: '^packages/booking/src/$1/' },
    },
    {
      name: 'packages-by-name',
      severity: 'error',
      comment: 'A package reaches another only through its index (by name), never into its files.',
      from: { path: '^packages/([^/]+)/' },
      to: { path: '^packages/[^/]+/src/', pathNot: ['^packages/$1/', '^packages/[^/]+/src/index\\.ts$', '^packages/[^/]+/src/(test-fixtures|notifications/test-data|invoicing/invoicing-test-support)\\.ts$'] },
    },
    {
      name: 'apps-are-the-top',
      severity: 'error',
      comment: 'No package imports an app.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^apps/web/build|^apps/api/dist' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
