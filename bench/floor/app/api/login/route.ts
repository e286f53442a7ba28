/** Sets the session cookie for any document: the floor checks nothing. */
export async function POST(request: Request) {
  const form = await request.formData();
  const document = String(form.get("documento") ?? "").replace(/\D/g, "");
  return new Response(null, {
    status: 204,
    headers: { "set-cookie": `floor_session=${document}; Path=/; HttpOnly; SameSite=Lax` },
  });
}
