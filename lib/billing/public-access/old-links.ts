/**
 * Old SMS links (/faturafacil?cpf_cnpj=..., /cpf/{document}) carry a document: they answer a bare
 * redirect to a fresh lookup. A page would render the address into its payload (the route's
 * params, the query), sending the document back in the body.
 */
export function redirectToLookup(): Response {
  return new Response(null, { status: 307, headers: { location: "/verificar-fatura", "cache-control": "no-store" } });
}
