/**
 * vi.waitFor's options for what happens after an answer (a webhook delivered, a push sent, a row
 * written). Its default of one second is shorter than a busy 2-core CI machine may take, which
 * failed tests whose behaviour was right; waiting longer costs nothing when it comes quickly.
 */
export const eventually = { timeout: 15_000, interval: 50 } as const;
