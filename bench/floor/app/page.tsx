import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { PixPanel } from "./pix-panel";

/** The dashboard's equivalent, rendered per request behind a cookie: no database, no upstream call. */
export default async function Dashboard() {
  const session = (await cookies()).get("floor_session");
  if (!session) redirect("/login");
  return (
    <main>
      <h1>Olá!</h1>
      <section>
        <h2>Próxima Fatura</h2>
        <p>R$ 99,90</p>
        <PixPanel label="Pagar com PIX" />
      </section>
    </main>
  );
}
