/**
 * The request id sent back in X-Request-Id and written in the request's log line. A caller's
 * own id (a load balancer's, a trace id) is kept when it is 8 to 128 letters, digits, `-` or
 * `_` with at least one letter, so it can neither break a log line nor be a document;
 * anything else gets a new UUID.
 */
export const SAFE_REQUEST_ID = /^(?=.*[A-Za-z])[A-Za-z0-9_-]{8,128}$/;

export function requestIdFrom(header: string | string[] | null | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SAFE_REQUEST_ID.test(value) ? value : crypto.randomUUID();
}
