// Stands in for `server-only` under Vitest, which runs outside the React Server bundle.
export {};
