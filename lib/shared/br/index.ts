export * from "./calendar";
export * from "./dates";
export * from "./document";
export * from "./masking";
export * from "./messages";
export * from "./money";
