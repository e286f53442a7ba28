/**
 * What every server action answers, plain data a client component can show: the data (and an
 * optional success message), or the pt-BR error with, for forms, one message per field.
 */
export type ActionResult<T = undefined> =
  { ok: true; data: T; message?: string } | { ok: false; error: string; fieldErrors?: Record<string, string> };
