/**
 * The direction of dependencies (docs/ARCHITECTURE.md "Layers"), checked by `npm test`:
 *   app → components → lib features → lib/platform, lib/vendors → lib/shared
 * Each rule's comment is what a failing import is told.
 */
const FEATURES = "^lib/(auth|billing|connection|equipment|notifications|reminders|services|suggestions|support|trust-release)/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "lib-imports-screens",
      comment: "lib/ never imports app/ or components/: screens depend on lib, not the other way round.",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^(app|components)/" },
    },
    {
      name: "components-import-app",
      comment: "components/ never imports app/ (but its global stylesheet): server actions reach components as props from their page.",
      severity: "error",
      from: { path: "^components/" },
      to: { path: "^app/", pathNot: "\\.css$" },
    },
    {
      name: "screens-import-vendors",
      comment: "Pages and components never import a vendor client or the database: a feature in lib/ hands them the portal's own types.",
      severity: "error",
      from: { path: "^(app|components)/" },
      to: { path: "^lib/vendors/" },
    },
    {
      name: "only-stores-import-the-database",
      comment:
        "Only a feature's store.ts (docs/GLOSSARY.md, store) imports the database or drizzle-orm: its rules, views and loads call the store's functions and get row types from it, so every SQL statement of a feature is in one file. The platform (rate limits, readiness, start-up) and the vendors stand below the features and may use it.",
      severity: "error",
      from: {
        path: "^(app|components|lib)/",
        pathNot: ["^lib/(vendors|platform)/", "/store\\.ts$", "/store/"],
      },
      to: { path: ["^lib/vendors/db/", "(^|/)node_modules/drizzle-orm/"] },
    },
    {
      name: "platform-imports-features",
      comment: "lib/platform is below the features: it never imports one.",
      severity: "error",
      from: { path: "^lib/platform/" },
      to: { path: FEATURES },
    },
    {
      name: "vendors-import-features",
      comment: "A vendor client speaks its vendor's API in the portal's types; it never imports a feature.",
      severity: "error",
      from: { path: "^lib/vendors/" },
      to: { path: FEATURES },
    },
    {
      name: "shared-imports-lib",
      comment: "lib/shared holds helpers with no dependency on the rest of lib/.",
      severity: "error",
      from: { path: "^lib/shared/" },
      to: { path: "^lib/(?!shared/)" },
    },
    {
      name: "no-circular",
      comment: "Modules that import each other, directly or through others, cannot be understood one at a time.",
      severity: "error",
      from: { path: "^(lib|components|app)/" },
      to: { circular: true },
    },
  ],
  options: {
    // Packages are leaves of the graph, not cruised, but kept in it so that a rule can name one (drizzle-orm).
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(\\.next|tests|bench|sandbox)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
