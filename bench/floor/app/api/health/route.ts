/** A route handler that answers without any work: the ceiling of the server itself. */
export function GET() {
  return Response.json({ ok: true });
}

export const dynamic = "force-dynamic";
