/** The database schema, one file per feature; drizzle.config.ts reads it from here. */
export * from "./customers";
export * from "./notifications";
export * from "./suggestions";
export * from "./trust-release";
export * from "./billing";
export * from "./request-guards";
export * from "./sessions";
export * from "./password-reset";
