import { sql } from "drizzle-orm";
import { beforeEach, expect, it, vi } from "vitest";
import { sugestaoCentral } from "@/lib/vendors/db/schema";
import { suggestionMessages } from "@/lib/suggestions/messages";
import { insertSuggestion, listSuggestions, loadSuggestionStats } from "@/lib/suggestions/store";
import { describeEachDatabase, truncateAll } from "@/tests/support/db";

const session = vi.hoisted(() => ({
  customer: null as null | { id: string; document: string; name: string; email: string; phone: string },
}));
vi.mock("@/lib/auth/session", () => ({ currentCustomer: async () => session.customer }));
vi.mock("next/cache", () => ({ revalidatePath: () => {} }));

const { createSuggestion } = await import("@/app/(per-request)/(portal)/suggestions/actions");

const MARIA = "52998224725";
const JOAO = "11144477735";
const at = (iso: string) => new Date(iso);

describeEachDatabase("suggestions", (getDb) => {
  beforeEach(async () => {
    await truncateAll(getDb());
    session.customer = { id: "1", document: MARIA, name: "Maria", email: "", phone: "" };
  });

  it("inserts with status pendente and lists the customer's own, newest first, by status", async () => {
    const input = { titulo: "Wi-Fi 6", descricao: "Trocar roteadores", categoria: "produto", prioridade: 2 } as const;
    const first = await insertSuggestion(MARIA, input);
    await getDb()
      .update(sugestaoCentral)
      .set({ dataCriacao: at("2026-01-01T12:00:00Z") })
      .where(sql`id = ${first}`);
    await insertSuggestion(MARIA, { ...input, titulo: "App" });
    await insertSuggestion(JOAO, { ...input, titulo: "Do João" });
    await getDb()
      .update(sugestaoCentral)
      .set({ status: "aprovada" })
      .where(sql`id = ${first}`);

    const all = await listSuggestions(MARIA);
    expect(all.map((s) => s.titulo)).toEqual(["App", "Wi-Fi 6"]);
    expect(all[0]).toMatchObject({ status: "pendente", categoria: "produto", prioridade: 2, votosPositivos: 0, respostaAdmin: null });
    expect((await listSuggestions(MARIA, "pendente")).map((s) => s.titulo)).toEqual(["App"]);
    expect((await listSuggestions(MARIA, "aprovada")).map((s) => s.titulo)).toEqual(["Wi-Fi 6"]);
    expect(await listSuggestions(MARIA, "rejeitada")).toEqual([]);
    const [row] = await getDb()
      .select()
      .from(sugestaoCentral)
      .where(sql`titulo = 'App'`);
    expect(row!.anexos).toBeNull();
  });

  it("computes the stats from the stored rows", async () => {
    const base = { clienteCpf: MARIA, titulo: "t", descricao: "d" };
    await getDb()
      .insert(sugestaoCentral)
      .values([
        { ...base, status: "aprovada", dataCriacao: at("2026-01-01T00:00:00Z"), dataResposta: at("2026-01-03T00:00:00Z") },
        { ...base, status: "implementada", dataCriacao: at("2026-01-01T00:00:00Z"), dataResposta: at("2026-01-11T00:00:00Z") },
        { ...base, status: "rejeitada", dataCriacao: at("2026-01-01T00:00:00Z"), dataResposta: at("2026-01-02T00:00:00Z") },
        { ...base, status: "pendente" },
        { ...base, status: "em_analise" },
        { ...base, status: "aprovada" },
        { ...base, clienteCpf: JOAO, status: "aprovada" },
      ]);
    expect(await loadSuggestionStats(MARIA)).toEqual({
      totalSugestoes: 6,
      sugestoesAprovadas: 2,
      sugestoesImplementadas: 1,
      tempoMedioResposta: 4, // (2 + 10 + 1) / 3 = 4.33
      taxaAprovacao: 50, // (2 + 1) / 6
    });
    expect((await loadSuggestionStats("00000000000")).totalSugestoes).toBe(0);
  });

  it("the server action stores for the session's customer and validates on the server", async () => {
    const ok = await createSuggestion({
      titulo: " Fatura por WhatsApp ",
      descricao: "Enviar a fatura",
      categoria: "financeiro",
      prioridade: 3,
      clienteCpf: JOAO,
    });
    expect(ok).toMatchObject({ ok: true, message: suggestionMessages.created });
    const rows = await getDb().select().from(sugestaoCentral);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ clienteCpf: MARIA, titulo: "Fatura por WhatsApp", status: "pendente", prioridade: 3 });

    const tooLong = await createSuggestion({ titulo: "x".repeat(121), descricao: "", categoria: "geral", prioridade: 2 });
    expect(tooLong.ok).toBe(false);
    if (!tooLong.ok) expect(Object.keys(tooLong.fieldErrors ?? {}).sort()).toEqual(["descricao", "titulo"]);

    session.customer = null;
    expect((await createSuggestion({ titulo: "a", descricao: "b", categoria: "geral", prioridade: 1 })).ok).toBe(false);
    expect(await getDb().select().from(sugestaoCentral)).toHaveLength(1);
  });

  it("a failed insert answers with the message and stores nothing", async () => {
    await getDb().execute(sql`alter table sugestaocentral rename to sugestaocentral_fora`);
    try {
      const result = await createSuggestion({ titulo: "a", descricao: "b", categoria: "geral", prioridade: 2 });
      expect(result).toEqual({ ok: false, error: suggestionMessages.createFailed });
    } finally {
      await getDb().execute(sql`alter table sugestaocentral_fora rename to sugestaocentral`);
    }
  });
});
