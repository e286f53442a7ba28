import { describe, expect, it } from "vitest";
import type { CreatedPix, IssuedBoleto } from "@/lib/vendors/efi/types";
import { boletoValidUntil, isReusableBoleto, toBoletoView } from "@/lib/billing/payments/boleto-cache";
import { claimGeneration, GenerationBusyError } from "@/lib/billing/payments/generation";
import { chargeDescription } from "@/lib/billing/payments/open-invoice";
import { isReusablePix, pixExpiresAt, PIX_REUSE_MARGIN_MS, reusedPix, toPixView } from "@/lib/billing/payments/pix-charges";
import type { BoletoCacheRow, ClaimRow, ClaimStore, PixChargeRow } from "@/lib/billing/payments/store";
import { readStoredBoleto, readStoredPix } from "@/lib/billing/payments/stored";
import { formatExpiry, pixStatusTone } from "@/lib/billing/payments/view";
import { paymentRequestSchema } from "@/lib/billing/payments/validation";

const now = new Date("2026-03-10T13:00:00Z");

describe("payment display rules", () => {
  it("shows the expiry in hours and minutes, a started minute counting whole", () => {
    expect(formatExpiry(3600)).toBe("1h 00min");
    expect(formatExpiry(3599)).toBe("1h 00min");
    expect(formatExpiry(3540)).toBe("0h 59min");
    expect(formatExpiry(86_400)).toBe("24h 00min");
    expect(formatExpiry(61)).toBe("0h 02min");
    expect(formatExpiry(-5)).toBe("0h 00min");
  });

  it("colours PIX statuses as the spec does, whatever the case", () => {
    expect(pixStatusTone("CONCLUIDA")).toBe("success");
    expect(pixStatusTone("ativa")).toBe("info");
    expect(pixStatusTone("REMOVIDA_PELO_PSP")).toBe("danger");
    expect(pixStatusTone("removida_pelo_usuario_recebedor")).toBe("danger");
    expect(pixStatusTone("EM_PROCESSAMENTO")).toBe("muted");
  });

  it("the browser only names an invoice, as a positive integer", () => {
    expect(paymentRequestSchema.parse({ invoiceId: 72501, documento: "x" })).toEqual({ invoiceId: 72501 });
    for (const bad of [{ invoiceId: "72501" }, { invoiceId: 0 }, { invoiceId: 2.5 }, { invoiceId: 2 ** 60 }, {}]) {
      expect(paymentRequestSchema.safeParse(bad).success).toBe(false);
    }
  });

  it("describes a charge by invoice number and description", () => {
    expect(chargeDescription({ id: 1, documentNumber: "880001", statement: "Mensalidade 03/2026" })).toBe(
      "Fatura 880001 - Mensalidade 03/2026",
    );
    expect(chargeDescription({ id: 72501, documentNumber: "", statement: "" })).toBe("Fatura 72501");
  });
});

describe("boleto cache validity", () => {
  /** A plain boleto as stored: no PIX, no billet_link (docs/UPSTREAMS.md §2.3). */
  const plain: IssuedBoleto = {
    chargeId: 1,
    amount: 119.9,
    totalCents: 11990,
    status: "waiting",
    digitableLine: "36490.00019 00000.000000 00000.000000 1 14520000011990",
    pageUrl: "https://efi.example/emissao/1",
    pdfUrl: null,
    downloadUrl: null,
    expiresOn: "2026-03-20",
  };
  const row = (overrides: Partial<BoletoCacheRow>): BoletoCacheRow => ({
    id: 1,
    cpfcnpj: "52998224725",
    numeroDocumento: "880001",
    invoiceId: "72501",
    valor: 119.9,
    dataVencimento: "2026-03-20",
    expireAt: new Date("2026-03-21T03:00:00Z"),
    boletoData: plain,
    status: "ready",
    lockToken: null,
    lockedUntil: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  });

  it("a boleto is payable through its due date in São Paulo", () => {
    expect(boletoValidUntil("2026-03-20")).toEqual(new Date("2026-03-21T03:00:00Z"));
    expect(boletoValidUntil("2026-03-20 00:00:00")).toEqual(new Date("2026-03-21T03:00:00Z"));
    expect(boletoValidUntil("20/03/2026")).toBeNull();
    expect(boletoValidUntil("2026-02-30")).toBeNull();
  });

  it("is reused only when ready, unexpired and for the invoice's current amount", () => {
    expect(isReusableBoleto(row({}), 119.9, now)).toBe(true);
    expect(isReusableBoleto(row({}), 119.9000001, now)).toBe(true);
    expect(isReusableBoleto(row({ expireAt: now }), 119.9, now)).toBe(false);
    expect(isReusableBoleto(row({ expireAt: null }), 119.9, now)).toBe(false);
    expect(isReusableBoleto(row({ status: "pending" }), 119.9, now)).toBe(false);
    expect(isReusableBoleto(row({ boletoData: null }), 119.9, now)).toBe(false);
    expect(isReusableBoleto(row({}), 123.45, now)).toBe(false);
  });

  it("reads back what it stored through its declared shape: a plain boleto yes, anything else no", () => {
    expect(toBoletoView(row({})).boleto).toEqual(plain);
    const withPix = { ...plain, pix: { code: "000201", qrImage: "data:image/png;base64,AA" } };
    expect(isReusableBoleto(row({ boletoData: withPix }), 119.9, now)).toBe(true);
    expect(isReusableBoleto(row({ boletoData: {} }), 119.9, now)).toBe(false);
    expect(isReusableBoleto(row({ boletoData: { ...plain, pageUrl: 5 } }), 119.9, now)).toBe(false);
    expect(isReusableBoleto(row({ boletoData: { ...plain, expiresOn: undefined } }), 119.9, now)).toBe(false);
    expect(() => toBoletoView(row({ boletoData: {} }))).toThrow(TypeError);
  });

  it("reads a row stored in the former shape (docs/SPEC.md §3 boleto response) as the same boleto", () => {
    const legacy = {
      valor: 119.9,
      codigo_barras: plain.digitableLine,
      link_boleto: "https://efi.example/emissao/1",
      detalhes_completos: {
        data: {
          charge_id: 1,
          total: 11990,
          status: "waiting",
          barcode: plain.digitableLine,
          expire_at: "2026-03-20",
        },
      },
    };
    expect(readStoredBoleto(legacy)).toEqual(plain);
    expect(isReusableBoleto(row({ boletoData: legacy }), 119.9, now)).toBe(true);
    expect(toBoletoView(row({ boletoData: legacy })).boleto).toEqual(plain);
    const withPix = {
      ...legacy,
      detalhes_completos: {
        data: {
          ...legacy.detalhes_completos.data,
          billet_link: "https://efi.example/boleto/1",
          pdf: { charge: "https://efi.example/pdf" },
          pix: { qrcode: "000201", qrcode_image: "data:image/png;base64,AA" },
        },
      },
    };
    expect(readStoredBoleto(withPix)).toEqual({
      ...plain,
      pdfUrl: "https://efi.example/pdf",
      downloadUrl: "https://efi.example/boleto/1",
      pix: { code: "000201", qrImage: "data:image/png;base64,AA" },
    });
    expect(readStoredBoleto({ ...legacy, link_boleto: 5 })).toBeNull();
    expect(isReusableBoleto(row({ boletoData: { ...legacy, detalhes_completos: { data: {} } } }), 119.9, now)).toBe(false);
  });
});

describe("PIX charge reuse", () => {
  const pix: CreatedPix = {
    txid: "A".repeat(32),
    status: "ATIVA",
    amount: "119.90",
    createdAt: "2026-03-10T12:30:00Z",
    expirySeconds: 3600,
    payer: { name: "Maria", cpf: "52998224725" },
    payerRequest: "Fatura 880001",
    additionalInfo: [],
    pixCode: "000201…",
    qrImage: "data:image/png;base64,x",
    pageUrl: "https://pix.example/cob/1",
  };
  const row = (overrides: Partial<PixChargeRow>): PixChargeRow => ({
    id: 1,
    cpfcnpj: "52998224725",
    invoiceId: "72501",
    txid: pix.txid,
    expiresAt: pixExpiresAt(pix),
    pixData: pix,
    status: "ready",
    lockToken: null,
    lockedUntil: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  });

  it("expires at creation plus its expiry, and reports the seconds left", () => {
    expect(pixExpiresAt(pix)).toEqual(new Date("2026-03-10T13:30:00Z"));
    expect(toPixView(pix, pixExpiresAt(pix), now).secondsLeft).toBe(1800);
    expect(toPixView(pix, pixExpiresAt(pix), new Date("2026-03-10T14:00:00Z")).secondsLeft).toBe(0);
  });

  it("is reused while active with time left to pay, for the same amount", () => {
    expect(isReusablePix(row({}), 119.9, now)).toBe(true);
    const margin = new Date(pixExpiresAt(pix)!.getTime() - PIX_REUSE_MARGIN_MS);
    expect(isReusablePix(row({}), 119.9, margin)).toBe(false);
    expect(isReusablePix(row({}), 120, now)).toBe(false);
    expect(isReusablePix(row({ pixData: { ...pix, status: "CONCLUIDA" } }), 119.9, now)).toBe(false);
    expect(isReusablePix(row({ status: "pending" }), 119.9, now)).toBe(false);
  });

  it("a stored charge that does not read as one is not reused", () => {
    expect(isReusablePix(row({ pixData: null }), 119.9, now)).toBe(false);
    expect(isReusablePix(row({ pixData: { txid: pix.txid } }), 119.9, now)).toBe(false);
    expect(isReusablePix(row({ pixData: { ...pix, pixCode: "" } }), 119.9, now)).toBe(false);
    expect(() => reusedPix(row({ pixData: {} }))).toThrow(TypeError);
  });

  it("reads a row stored in the former shape (docs/SPEC.md §3 PIX response) as the same charge", () => {
    const legacy = {
      imagem_qrcode: "data:image/png;base64,x",
      pix_copiaecola: "000201…",
      link_responsivo: "https://pix.example/cob/1",
      detalhes: {
        txid: "A".repeat(32),
        status: "ATIVA",
        valor: { original: "119.90" },
        calendario: { criacao: "2026-03-10T12:30:00Z", expiracao: 3600 },
        devedor: { nome: "Maria", cpf: "52998224725" },
        solicitacaoPagador: "Fatura 880001",
        infoAdicionais: [{ nome: "Fatura", valor: "72501" }],
      },
    };
    const read = { ...pix, additionalInfo: [{ name: "Fatura", value: "72501" }] };
    expect(readStoredPix(legacy)).toEqual(read);
    expect(isReusablePix(row({ pixData: legacy }), 119.9, now)).toBe(true);
    expect(reusedPix(row({ pixData: legacy }))).toEqual(read);
    expect(isReusablePix(row({ pixData: { ...legacy, detalhes: { ...legacy.detalhes, status: "CONCLUIDA" } } }), 119.9, now)).toBe(false);
    expect(readStoredPix({ ...legacy, detalhes: { ...legacy.detalhes, valor: "119.90" } })).toBeNull();
  });
});

/** An in-memory store whose rows change between the algorithm's steps, as concurrent requests would. */
type Row = ClaimRow & { id: number; data?: string };
function memoryStore(initial?: Row, onFind?: (row: Row | undefined) => Row | undefined) {
  let current = initial;
  const store: ClaimStore<Row> = {
    async find() {
      current = onFind ? onFind(current) : current;
      return current && { ...current };
    },
    async insertPending(lockToken, lockedUntil) {
      if (current) return false;
      current = { id: 1, status: "pending", lockToken, lockedUntil };
      return true;
    },
    async takeOver(row, lockToken, lockedUntil) {
      if (!current || current.lockToken !== row.lockToken || current.status !== row.status) return false;
      current = { ...current, status: "pending", lockToken, lockedUntil };
      return true;
    },
  };
  return { store, get: () => current };
}
const options = { lockMs: 1000, waitMs: 200, pollMs: 10 };

describe("claimGeneration", () => {
  it("inserts a pending claim when there is no row, and reuses a ready one", async () => {
    const empty = memoryStore();
    const claim = await claimGeneration(empty.store, () => true, options);
    expect("lock" in claim && claim.lock).toBe(empty.get()?.lockToken);

    const ready = memoryStore({ id: 1, status: "ready", lockToken: null, lockedUntil: null, data: "boleto" });
    expect(await claimGeneration(ready.store, () => true, options)).toEqual({ reuse: expect.objectContaining({ data: "boleto" }) });
    const replaced = await claimGeneration(ready.store, () => false, options);
    expect("lock" in replaced && !replaced.unfinished).toBe(true);
    expect(ready.get()?.status).toBe("pending");
  });

  it("takes over a dead owner's claim, but waits for a live one", async () => {
    const dead = memoryStore({ id: 1, status: "pending", lockToken: "dead", lockedUntil: new Date(Date.now() - 1) });
    const claim = await claimGeneration(dead.store, () => true, options);
    expect("lock" in claim && dead.get()?.lockToken === claim.lock).toBe(true);
    // The dead owner may have created a charge: the new owner is told to look for it.
    expect("lock" in claim && claim.unfinished).toEqual(expect.objectContaining({ lockToken: "dead", status: "pending" }));

    const live = memoryStore({ id: 1, status: "pending", lockToken: "live", lockedUntil: new Date(Date.now() + 60_000) });
    await expect(claimGeneration(live.store, () => true, options)).rejects.toBeInstanceOf(GenerationBusyError);

    let polls = 0;
    const finishing = memoryStore({ id: 1, status: "pending", lockToken: "live", lockedUntil: new Date(Date.now() + 60_000) }, (row) =>
      ++polls === 3 && row ? { ...row, status: "ready", lockToken: null, lockedUntil: null, data: "done" } : row,
    );
    expect(await claimGeneration(finishing.store, () => true, options)).toEqual({ reuse: expect.objectContaining({ data: "done" }) });
  });

  it("loses a race for a takeover gracefully: reads again and reuses the winner's result", async () => {
    let reads = 0;
    const racing = memoryStore({ id: 1, status: "ready", lockToken: null, lockedUntil: null, data: "expired" }, (row) => {
      reads += 1;
      // Between this request's read and its takeover, another request replaced the row.
      return reads === 2 && row ? { ...row, data: "fresh" } : row;
    });
    const original = racing.store.takeOver;
    racing.store.takeOver = async (row, lock, until) => (row.data === "expired" ? false : original(row, lock, until));
    expect(await claimGeneration(racing.store, (row) => row.data === "fresh", options)).toEqual({
      reuse: expect.objectContaining({ data: "fresh" }),
    });
  });
});
