import { PixPanel } from "../../pix-panel";

/** The public invoice page's equivalent, rendered per request: no token check, no upstream call. */
export default async function PublicInvoice({ params }: { params: Promise<{ token: string }> }) {
  await params;
  return (
    <main>
      <h1>Fatura</h1>
      <h2>R$ 103,42</h2>
      <PixPanel label="Gerar PIX" />
    </main>
  );
}
