import "server-only";

const installed = Symbol.for("central-do-assinante.abort-reasons-formatted");

/**
 * Makes every Error passed to AbortController.abort() format its stack at once.
 *
 * React aborts each finished server render's cache signal with an Error (react/react#37289,
 * vercel/next.js#84648). Until an Error's stack is read, V8 keeps the raw call frames, and
 * those hold the receivers of the frames: here the Immediate that ran the abort, linked to
 * the other Immediates of its batch and, through their async context, to other requests'
 * renders. Any long-lived object created during a request (a pooled socket, a cached
 * promise) then pinned an ever-growing web of finished renders: the server grew by hundreds
 * of MB under load. A formatted stack is a string, so the frames are released.
 */
export function formatAbortReasonStacks(): void {
  const proto = AbortController.prototype as AbortController & { [installed]?: true };
  if (proto[installed]) return;
  const abort = proto.abort;
  proto.abort = function (this: AbortController, reason?: unknown) {
    if (reason instanceof Error) void reason.stack;
    return abort.call(this, reason);
  };
  proto[installed] = true;
}
