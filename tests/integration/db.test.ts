import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { pingDatabase } from "@/lib/vendors/db/client";
import { rowsOf } from "@/lib/vendors/db/connect";
import { isUniqueViolation } from "@/lib/vendors/db/errors";
import { mesReferencia } from "@/lib/vendors/db/month";
import {
  boletoCache,
  clientes,
  idempotencyKeys,
  invoiceTokens,
  liberacaoConfiancaCentral,
  notificacaoCentral,
  pixCharges,
  pushSubscriptions,
  rateLimits,
  sugestaoCentral,
} from "@/lib/vendors/db/schema";
import { describeEachDatabase, truncateAll } from "@/tests/support/db";
import { rejectionOf } from "@/tests/support/rejection";

// Written out from docs/SPEC.md §3 (and the product's own tables), not derived from the schema.
const expectedColumns: Record<string, string[]> = {
  clientes: ["id", "cpf", "nome", "email", "telefone", "senha_central", "created_at", "updated_at"],
  notificacaocentral: [
    "id",
    "cliente_documento",
    "titulo",
    "mensagem",
    "tipo",
    "prioridade",
    "categoria",
    "icone",
    "visualizada",
    "ativa",
    "data_criacao",
    "data_visualizacao",
    "updated_at",
    "link_acao",
  ],
  sugestaocentral: [
    "id",
    "cliente_cpf",
    "titulo",
    "descricao",
    "categoria",
    "prioridade",
    "anexos",
    "status",
    "data_criacao",
    "data_resposta",
    "resposta_admin",
    "votos_positivos",
    "implementacao_prevista",
  ],
  liberacao_confianca_central: [
    "id",
    "cpf_cnpj",
    "nome_cliente",
    "motivo",
    "status",
    "data_solicitacao",
    "data_liberacao",
    "contratos_liberados",
    "ip_solicitacao",
    "user_agent",
    "mes_referencia",
  ],
  invoice_tokens: ["token", "cpfcnpj", "expires_at", "access_count", "created_at"],
  boleto_cache: [
    "id",
    "cpfcnpj",
    "numero_documento",
    "invoice_id",
    "valor",
    "data_vencimento",
    "expire_at",
    "boleto_data",
    "status",
    "lock_token",
    "locked_until",
    "created_at",
    "updated_at",
  ],
  pix_charges: [
    "id",
    "cpfcnpj",
    "invoice_id",
    "txid",
    "expires_at",
    "pix_data",
    "status",
    "lock_token",
    "locked_until",
    "created_at",
    "updated_at",
  ],
  push_subscriptions: ["id", "cliente_documento", "endpoint", "p256dh", "auth", "created_at"],
  rate_limits: ["scope", "key", "count", "window_start", "blocked_until", "updated_at"],
  idempotency_keys: ["scope", "key", "result", "created_at", "expires_at"],
};

const CPF = "12345678909";
const OTHER = "98765432100";

describeEachDatabase("database schema", (getDb, driver) => {
  beforeEach(() => truncateAll(getDb()));

  it("has every table with the spec's columns", async () => {
    const rows = rowsOf<{ table_name: string; column_name: string }>(
      await getDb().execute(sql`
        select table_name, column_name from information_schema.columns
        where table_schema = current_schema()`),
    );
    const actual: Record<string, string[]> = {};
    for (const { table_name, column_name } of rows) (actual[table_name] ??= []).push(column_name);
    for (const [table, columns] of Object.entries(expectedColumns)) {
      expect(actual[table]?.sort(), table).toEqual([...columns].sort());
    }
  });

  it("records the applied migrations and creates the query indexes", async () => {
    const [migrations] = rowsOf<{ n: number | string }>(await getDb().execute(sql`select count(*) as n from drizzle.__drizzle_migrations`));
    expect(Number(migrations?.n)).toBeGreaterThan(0);
    const indexes = rowsOf<{ indexname: string }>(
      await getDb().execute(sql`select indexname from pg_indexes where schemaname = current_schema()`),
    ).map((r) => r.indexname);
    expect(indexes).toEqual(
      expect.arrayContaining([
        "clientes_cpf_key",
        "notificacaocentral_cliente_idx",
        "liberacao_confianca_central_cpf_data_idx",
        "liberacao_confianca_central_mes_key",
        "sugestaocentral_cliente_data_idx",
        "sugestaocentral_cliente_status_idx",
        "boleto_cache_documento_key",
        "pix_charges_invoice_key",
        "pix_charges_txid_key",
        "push_subscriptions_endpoint_key",
      ]),
    );
  });

  it("clientes: insert, select and update by cpf; cpf is unique", async () => {
    const db = getDb();
    const [created] = await db.insert(clientes).values({ cpf: CPF, nome: "Maria" }).returning();
    expect(created).toMatchObject({ cpf: CPF, nome: "Maria", senhaCentral: null });
    expect(created?.createdAt).toBeInstanceOf(Date);

    await db.update(clientes).set({ senhaCentral: "scrypt$hash" }).where(eq(clientes.cpf, CPF));
    const [found] = await db.select().from(clientes).where(eq(clientes.cpf, CPF));
    expect(found?.senhaCentral).toBe("scrypt$hash");
    expect(found!.updatedAt.getTime()).toBeGreaterThanOrEqual(created!.updatedAt.getTime());

    const error = await rejectionOf(db.insert(clientes).values({ cpf: CPF }));
    expect(isUniqueViolation(error, "clientes_cpf_key")).toBe(true);
  });

  it("notificacaocentral: defaults, filtered ordered list, count and mark as read", async () => {
    const db = getDb();
    const base = { clienteDocumento: CPF, mensagem: "m" };
    await db.insert(notificacaoCentral).values([
      { ...base, titulo: "baixa antiga", prioridade: 1, dataCriacao: new Date("2026-01-01T00:00:00Z") },
      { ...base, titulo: "baixa nova", prioridade: 1, dataCriacao: new Date("2026-02-01T00:00:00Z") },
      { ...base, titulo: "alta", prioridade: 3, dataCriacao: new Date("2025-12-01T00:00:00Z") },
      { ...base, titulo: "inativa", ativa: false },
      { ...base, clienteDocumento: OTHER, titulo: "de outro" },
    ]);
    const unread = and(
      eq(notificacaoCentral.clienteDocumento, CPF),
      eq(notificacaoCentral.ativa, true),
      eq(notificacaoCentral.visualizada, false),
    );
    const list = await db
      .select()
      .from(notificacaoCentral)
      .where(unread)
      .orderBy(desc(notificacaoCentral.prioridade), desc(notificacaoCentral.dataCriacao));
    expect(list.map((n) => n.titulo)).toEqual(["alta", "baixa nova", "baixa antiga"]);
    expect(list[0]).toMatchObject({ tipo: "info", visualizada: false, dataVisualizacao: null });

    const first = list[0]!;
    await db
      .update(notificacaoCentral)
      .set({ visualizada: true, dataVisualizacao: new Date() })
      .where(and(eq(notificacaoCentral.id, first.id), eq(notificacaoCentral.clienteDocumento, CPF)));
    const [{ n } = { n: -1 }] = await db.select({ n: count() }).from(notificacaoCentral).where(unread);
    expect(n).toBe(2);
    expect(await db.$count(notificacaoCentral, eq(notificacaoCentral.visualizada, true))).toBe(1);
  });

  it("sugestaocentral: insert defaults, list by client and status", async () => {
    const db = getDb();
    const [created] = await db
      .insert(sugestaoCentral)
      .values({ clienteCpf: CPF, titulo: "t", descricao: "d", categoria: "tecnico" })
      .returning();
    expect(created).toMatchObject({ prioridade: 1, status: "pendente", votosPositivos: 0, anexos: null });
    await db.insert(sugestaoCentral).values({
      clienteCpf: CPF,
      titulo: "aprovada",
      descricao: "d",
      status: "aprovada",
      anexos: [{ nome: "print.png" }],
      implementacaoPrevista: "2026-12-15",
    });
    const aprovadas = await db
      .select()
      .from(sugestaoCentral)
      .where(and(eq(sugestaoCentral.clienteCpf, CPF), eq(sugestaoCentral.status, "aprovada")))
      .orderBy(desc(sugestaoCentral.dataCriacao));
    expect(aprovadas).toHaveLength(1);
    expect(aprovadas[0]).toMatchObject({ anexos: [{ nome: "print.png" }], implementacaoPrevista: "2026-12-15" });
  });

  it("liberacao_confianca_central: one release per calendar month (America/Sao_Paulo)", async () => {
    const db = getDb();
    const [saved] = await db
      .insert(liberacaoConfiancaCentral)
      .values({ cpfCnpj: CPF, nomeCliente: "Maria", motivo: "Emergência", contratosLiberados: [{ contrato: 1, sucesso: true }] })
      .returning();
    expect(saved).toMatchObject({ status: "processando", mesReferencia: mesReferencia(), dataLiberacao: null });
    expect(saved?.contratosLiberados).toEqual([{ contrato: 1, sucesso: true }]);

    const again = await rejectionOf(db.insert(liberacaoConfiancaCentral).values({ cpfCnpj: CPF, motivo: "de novo" }));
    expect(isUniqueViolation(again, "liberacao_confianca_central_mes_key")).toBe(true);

    // 02:00 UTC on Nov 1st is still October in Brazil (UTC-3).
    await db
      .insert(liberacaoConfiancaCentral)
      .values([
        { cpfCnpj: CPF, dataSolicitacao: new Date("2025-11-01T02:00:00Z") },
        { cpfCnpj: CPF, dataSolicitacao: new Date("2025-11-01T03:00:00Z") },
        { cpfCnpj: OTHER },
      ]);
    const history = await db
      .select()
      .from(liberacaoConfiancaCentral)
      .where(eq(liberacaoConfiancaCentral.cpfCnpj, CPF))
      .orderBy(desc(liberacaoConfiancaCentral.dataSolicitacao));
    expect(history.map((h) => h.mesReferencia)).toEqual([mesReferencia(), "2025-11", "2025-10"]);
    expect(mesReferencia(new Date("2025-11-01T02:00:00Z"))).toBe("2025-10");
  });

  it("invoice_tokens: insert, count accesses, purge expired", async () => {
    const db = getDb();
    const token = "a".repeat(32);
    await db.insert(invoiceTokens).values([
      { token, cpfcnpj: CPF, expiresAt: new Date(Date.now() + 30 * 60_000) },
      { token: "b".repeat(32), cpfcnpj: CPF, expiresAt: new Date(Date.now() - 1000) },
    ]);
    const [used] = await db
      .update(invoiceTokens)
      .set({ accessCount: sql`${invoiceTokens.accessCount} + 1` })
      .where(eq(invoiceTokens.token, token))
      .returning();
    expect(used?.accessCount).toBe(1);
    const purged = await db
      .delete(invoiceTokens)
      .where(sql`${invoiceTokens.expiresAt} < now()`)
      .returning();
    expect(purged.map((t) => t.token)).toEqual(["b".repeat(32)]);
  });

  it("boleto_cache: one row per (cpfcnpj, numero_documento), claimed once", async () => {
    const db = getDb();
    const row = { cpfcnpj: CPF, numeroDocumento: "1001", invoiceId: "55", valor: 99.9, dataVencimento: "2026-12-10" };
    const claim = () =>
      db
        .insert(boletoCache)
        .values({ ...row, lockToken: crypto.randomUUID() })
        .onConflictDoNothing()
        .returning();
    const [mine] = await claim();
    expect(mine).toMatchObject({ status: "pending", valor: 99.9, dataVencimento: "2026-12-10", boletoData: null });
    expect(await claim()).toEqual([]);

    const error = await rejectionOf(db.insert(boletoCache).values(row));
    expect(isUniqueViolation(error, "boleto_cache_documento_key")).toBe(true);

    await db
      .update(boletoCache)
      .set({ status: "ready", boletoData: { codigo_barras: "123" }, expireAt: new Date("2026-12-10T03:00:00Z") })
      .where(and(eq(boletoCache.id, mine!.id), eq(boletoCache.lockToken, mine!.lockToken!)));
    await db.insert(boletoCache).values({ ...row, numeroDocumento: "1002" });
    await db.insert(boletoCache).values({ ...row, cpfcnpj: OTHER });
    const mineNow = await db.select().from(boletoCache).where(eq(boletoCache.cpfcnpj, CPF)).orderBy(asc(boletoCache.id));
    expect(mineNow.map((b) => [b.numeroDocumento, b.status])).toEqual([
      ["1001", "ready"],
      ["1002", "pending"],
    ]);
    expect(mineNow[0]?.boletoData).toEqual({ codigo_barras: "123" });

    const badStatus = await rejectionOf(db.execute(sql`update boleto_cache set status = 'other'`));
    expect(badStatus).toBeInstanceOf(Error);
  });

  it("pix_charges: one per (cpfcnpj, invoice), txid unique, several pending without txid", async () => {
    const db = getDb();
    await db.insert(pixCharges).values([
      { cpfcnpj: CPF, invoiceId: "1" },
      { cpfcnpj: CPF, invoiceId: "2" },
    ]);
    const dup = await rejectionOf(db.insert(pixCharges).values({ cpfcnpj: CPF, invoiceId: "1" }));
    expect(isUniqueViolation(dup, "pix_charges_invoice_key")).toBe(true);

    const txid = "A".repeat(30);
    await db
      .update(pixCharges)
      .set({ txid, status: "ready", pixData: { txid }, expiresAt: new Date(Date.now() + 3600_000) })
      .where(and(eq(pixCharges.cpfcnpj, CPF), eq(pixCharges.invoiceId, "1")));
    const [ready] = await db.select().from(pixCharges).where(eq(pixCharges.txid, txid));
    expect(ready).toMatchObject({ invoiceId: "1", status: "ready", pixData: { txid } });
    const sameTxid = await rejectionOf(db.insert(pixCharges).values({ cpfcnpj: OTHER, invoiceId: "9", txid }));
    expect(isUniqueViolation(sameTxid, "pix_charges_txid_key")).toBe(true);
  });

  it("push_subscriptions: endpoint is unique and upserts", async () => {
    const db = getDb();
    const subscription = { clienteDocumento: CPF, endpoint: "https://push.example/1", p256dh: "k1", auth: "a1" };
    await db.insert(pushSubscriptions).values(subscription);
    await db
      .insert(pushSubscriptions)
      .values({ ...subscription, clienteDocumento: OTHER, p256dh: "k2" })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { clienteDocumento: OTHER, p256dh: "k2" },
      });
    const all = await db.select().from(pushSubscriptions);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ clienteDocumento: OTHER, p256dh: "k2" });
  });

  it("rate_limits: atomic increment per (scope, key)", async () => {
    const db = getDb();
    const hit = () =>
      db
        .insert(rateLimits)
        .values({ scope: "login", key: CPF, count: 1 })
        .onConflictDoUpdate({
          target: [rateLimits.scope, rateLimits.key],
          set: { count: sql`${rateLimits.count} + 1`, updatedAt: new Date() },
        })
        .returning({ count: rateLimits.count });
    await Promise.all([hit(), hit(), hit()]);
    const [row] = await db
      .select()
      .from(rateLimits)
      .where(and(eq(rateLimits.scope, "login"), eq(rateLimits.key, CPF)));
    expect(row).toMatchObject({ count: 3, blockedUntil: null });
  });

  it("idempotency_keys: the first result wins", async () => {
    const db = getDb();
    const key = { scope: "ticket", key: "abc", expiresAt: new Date(Date.now() + 60_000) };
    expect(
      await db
        .insert(idempotencyKeys)
        .values({ ...key, result: { protocolo: 1 } })
        .onConflictDoNothing()
        .returning(),
    ).toHaveLength(1);
    expect(
      await db
        .insert(idempotencyKeys)
        .values({ ...key, result: { protocolo: 2 } })
        .onConflictDoNothing()
        .returning(),
    ).toHaveLength(0);
    const [row] = await db.select().from(idempotencyKeys);
    expect(row?.result).toEqual({ protocolo: 1 });
  });

  it("transactions roll back on error", async () => {
    const db = getDb();
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(clientes).values({ cpf: OTHER });
        throw new Error("desfazer");
      }),
    ).rejects.toThrow("desfazer");
    expect(await db.$count(clientes)).toBe(0);
  });

  it("pingDatabase answers for the suite's database", async () => {
    expect(await pingDatabase()).toEqual({ ok: true, driver });
  });
});
