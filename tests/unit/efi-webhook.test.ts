import { describe, expect, it } from "vitest";
import { isNotFoundName } from "@/lib/vendors/efi/errors";
import { pixWebhookBodySchema, webhookItems } from "@/lib/vendors/efi/webhook";

/*
 * Reading the PIX webhook entry by entry, and recognising Efí's "not found" by the error's name
 * (docs/UPSTREAMS.md §2.1–2.2).
 */

const horario = "2026-11-24T12:05:40.000Z";
const e2e = "E18236120202611241205abcdefghijk";
const txid = "Fatura72501Tentativa00000000001";

describe("webhookItems", () => {
  it("keeps each payment of a charge and ignores each other entry on its own, with a reason and no payer data", () => {
    const body = pixWebhookBodySchema.parse({
      pix: [
        {
          endToEndId: e2e,
          txid,
          chave: "pix@provedor.example",
          valor: "119.90",
          horario,
          infoPagador: "fatura",
          pagador: { cpf: "***", nome: "Maria" },
        },
        { endToEndId: e2e, valor: "5.00", horario, infoPagador: "um presente" },
        { endToEndId: e2e, txid: null, valor: "5.00", horario },
        { endToEndId: e2e, txid: "curto123", valor: "10.00", horario },
        { endToEndId: e2e, txid, valor: "10.00", horario: null },
        { endToEndId: e2e, txid, valor: "10,00", horario },
        { endToEndId: e2e, txid: "<script>alert(1)</script>", valor: "10.00", horario },
        "nada",
      ],
    });
    expect(webhookItems(body)).toEqual([
      { kind: "payment", payment: { endToEndId: e2e, txid, valor: "119.90" } },
      { kind: "ignored", reason: "pix sem txid (transferência para a chave)" },
      { kind: "ignored", reason: "pix sem txid (transferência para a chave)" },
      { kind: "ignored", reason: "campo fora do formato: txid", txid: "curto123" },
      { kind: "ignored", reason: "campo fora do formato: horario", txid },
      { kind: "ignored", reason: "campo fora do formato: valor", txid },
      { kind: "ignored", reason: "campo fora do formato: txid" },
      { kind: "ignored", reason: "pix sem txid (transferência para a chave)" },
    ]);
    expect(JSON.stringify(webhookItems(body))).not.toMatch(/Maria|presente|fatura"/);
  });

  it("reads the registration's test notification as no entries, and refuses what is not a notification", () => {
    expect(webhookItems(pixWebhookBodySchema.parse({ evento: "teste_webhook" }))).toEqual([]);
    expect(pixWebhookBodySchema.safeParse({ pix: "nada" }).success).toBe(false);
    expect(pixWebhookBodySchema.safeParse({ pix: Array.from({ length: 101 }, () => ({})) }).success).toBe(false);
  });
});

describe("isNotFoundName", () => {
  it("knows Efí's names for a missing resource of either API, whatever the status they come with", () => {
    for (const name of [
      "cobranca_nao_encontrada",
      "location_nao_encontrada",
      "pix_nao_encontrado",
      "webhook_nao_encontrado",
      "charge_not_found",
      "notification_not_found",
    ]) {
      expect(isNotFoundName(name), name).toBe(true);
    }
  });

  it("does not take a missing route, another refusal or no name for a missing resource", () => {
    for (const name of ["nao_encontrado", "not_found", "txid_duplicado", "json_invalido", "validation_error", "", undefined]) {
      expect(isNotFoundName(name), String(name)).toBe(false);
    }
  });
});
