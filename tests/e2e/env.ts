/** The session secret of the browser-test server, so tests can mint session cookies at chosen times. */
export const E2E_AUTH_SECRET = "e2e-secret-e2e-secret-e2e-secret-0123456789";
