import path from "node:path";
import { addDaysToDateString, daysUntil, todayInBrazil } from "@/lib/shared/br/calendar";
import { formatDate, parseDateInput } from "@/lib/shared/br/dates";
import { normalizeDocument } from "@/lib/shared/br/document";
import { formatBRL } from "@/lib/shared/br/money";
import { readServerConfig } from "@/lib/platform/config/schema";
import { type Db, type DbHandle, openPostgres } from "@/lib/vendors/db/connect";
import { openPglite } from "@/lib/vendors/db/pglite";
import { migratePglite, migratePostgres } from "@/lib/vendors/db/migrate";
import { idempotencyKeys, notificacaoCentral } from "@/lib/vendors/db/schema";
import { invoiceLink } from "@/lib/reminders/invoice-link";
import { reminderMessages } from "@/lib/reminders/messages";
import { createDataset, type SgpTitulo } from "@/sandbox/sgp/dataset";

/*
 * `npm run demo` only: a few notifications per demo customer (a payment received, a
 * maintenance notice, a due-date reminder), so a newcomer's bell and notifications page are
 * not empty. Each customer is seeded once per database, however often the demo starts.
 */

const SEED_SCOPE = "demo-seed";
const HOUR = 3_600_000;

export const demoSeedMessages = {
  paymentTitle: "Pagamento recebido",
  payment: (numero: string, valor: string, data: string) => `Recebemos em ${data} o pagamento de ${valor} da fatura ${numero}. Obrigado!`,
  maintenanceTitle: "Manutenção programada na rede",
  maintenance: (data: string) =>
    `Na madrugada de ${data}, das 0h às 4h, faremos melhorias na rede de fibra da sua região. A conexão pode oscilar nesse período.`,
} as const;

type Seed = typeof notificacaoCentral.$inferInsert;

/** The notifications a demo customer starts with, from the SGP sandbox's dataset of the same day. */
export function demoNotifications(documento: string, titulos: readonly SgpTitulo[], now: Date): Seed[] {
  const base = { clienteDocumento: documento, categoria: "fatura" };
  const seeds: Seed[] = [];
  const paid = titulos
    .filter((t) => t.status === "pago" && t.dataPagamento)
    .sort((a, b) => b.dataPagamento!.localeCompare(a.dataPagamento!))[0];
  if (paid) {
    const numero = String(paid.numeroDocumento);
    seeds.push({
      ...base,
      titulo: demoSeedMessages.paymentTitle,
      mensagem: demoSeedMessages.payment(numero, formatBRL(paid.valorPago), formatDate(paid.dataPagamento)),
      tipo: "success",
      linkAcao: "/invoices",
      dataCriacao: new Date(parseDateInput(paid.dataPagamento)!.getTime() + 10 * HOUR),
    });
  }
  seeds.push({
    ...base,
    categoria: "manutencao",
    titulo: demoSeedMessages.maintenanceTitle,
    mensagem: demoSeedMessages.maintenance(formatDate(addDaysToDateString(todayInBrazil(now), 2))),
    tipo: "warning",
    prioridade: 2,
    dataCriacao: new Date(now.getTime() - 2 * HOUR),
  });
  const upcoming = titulos.filter((t) => t.status === "aberto" && (daysUntil(t.dataVencimento, now) ?? -1) >= 0)[0];
  if (upcoming) {
    const numero = String(upcoming.numeroDocumento);
    const daysLeft = daysUntil(upcoming.dataVencimento, now)!;
    seeds.push({
      ...base,
      titulo: reminderMessages.title(daysLeft),
      mensagem: reminderMessages.message(numero, formatBRL(upcoming.valorCorrigido), formatDate(upcoming.dataVencimento), daysLeft),
      tipo: "info",
      linkAcao: invoiceLink(numero),
      dataCriacao: new Date(now.getTime() - HOUR / 6),
    });
  }
  return seeds;
}

/**
 * Seeds every demo customer not seeded yet in `db`: the customer's key in idempotency_keys and
 * its notifications are written in one transaction, so concurrent or repeated runs seed once.
 * Returns how many customers it seeded.
 */
export async function seedDemoNotifications(db: Db, now: Date = new Date()): Promise<number> {
  const dataset = createDataset(now);
  let seeded = 0;
  for (const customer of dataset.customers) {
    const titulos = dataset.titulos
      .filter((t) => t.clienteId === customer.id)
      .sort((a, b) => a.dataVencimento.localeCompare(b.dataVencimento));
    const documento = normalizeDocument(customer.cpfcnpj);
    const fresh = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(idempotencyKeys)
        .values({ scope: SEED_SCOPE, key: documento, expiresAt: new Date(now.getTime() + 100 * 365 * 24 * HOUR) })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (!claimed) return false;
      await tx.insert(notificacaoCentral).values(demoNotifications(documento, titulos, now));
      return true;
    });
    if (fresh) seeded++;
  }
  return seeded;
}

/**
 * Called by scripts/demo.ts before the portal starts (an embedded database is opened by one
 * process at a time): opens the demo's database, migrates it, seeds it and closes it.
 * Refuses anything but a demo environment (DEMO=1).
 */
export async function seedDemoDatabase(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const settings = readServerConfig(env);
  if (!settings.DEMO) throw new Error("As notificações de demonstração só são criadas com DEMO=1 (npm run demo).");
  let handle: DbHandle;
  if (settings.DATABASE_URL) {
    await migratePostgres(settings.DATABASE_URL);
    handle = openPostgres(settings.DATABASE_URL, 1);
  } else {
    handle = await openPglite(path.join(settings.dataDir, "pglite"));
    await migratePglite(handle);
  }
  try {
    return await seedDemoNotifications(handle.db);
  } finally {
    await handle.close();
  }
}
