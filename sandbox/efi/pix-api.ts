import { z } from "zod";
import { isValidCnpj, isValidCpf } from "@/lib/shared/br/document";
import type { Route, SandboxRequest, SandboxResponse } from "../http";
import type { SandboxAuth } from "./auth";
import { paymentPage } from "./documents";
import { brCodeFor, cobJson, newLocation, qrPng, randomAlnum, type EfiState, type Merchant, type SandboxCob } from "./state";

/** The PIX API paths (docs/UPSTREAMS.md §2.2) and its error bodies {nome, mensagem}. */

const TXID = /^[a-zA-Z0-9]{26,35}$/;

const pixError = (status: number, nome: string, mensagem: string, extra: object = {}): SandboxResponse => ({
  status,
  json: { nome, mensagem, ...extra },
});

/**
 * A txid with no charge. Efí's docs answer GET /v2/cob/:txid with 400 and this name (the client
 * recognises the name, not the status: lib/vendors/efi/errors.ts); the sandbox's own pay control answers 404.
 */
export const COB_NOT_FOUND = pixError(404, "cobranca_nao_encontrada", "Nenhuma cobrança encontrada para o txid informado");
const COB_UNKNOWN = { ...COB_NOT_FOUND, status: 400 };
const UNAUTHORIZED = pixError(401, "acesso_negado", "Token de acesso inválido ou expirado");

const devedorSchema = z.union([
  z.strictObject({ cpf: z.string().refine(isValidCpf, "CPF inválido"), nome: z.string().min(1).max(200) }),
  z.strictObject({ cnpj: z.string().refine(isValidCnpj, "CNPJ inválido"), nome: z.string().min(1).max(200) }),
]);

const cobBodySchema = z.object({
  calendario: z.object({ expiracao: z.number().int().positive().default(86_400) }).default({ expiracao: 86_400 }),
  devedor: devedorSchema.optional(),
  valor: z.object({
    original: z
      .string()
      .regex(/^\d{1,10}\.\d{2}$/, "formato 0.00")
      .refine((v) => Number(v) > 0, "deve ser maior que zero"),
  }),
  chave: z.string().min(1).max(77),
  solicitacaoPagador: z.string().max(140).optional(),
  infoAdicionais: z
    .array(z.object({ nome: z.string().min(1).max(50), valor: z.string().min(1).max(200) }))
    .max(50)
    .default([]),
});

export function pixRoutes(state: () => EfiState, auth: SandboxAuth, merchant: Merchant): Route[] {
  const guarded = (handler: (req: SandboxRequest) => SandboxResponse | Promise<SandboxResponse>) => (req: SandboxRequest) =>
    auth.allows("pix", req) ? handler(req) : UNAUTHORIZED;

  const createCob = (txid: string, req: SandboxRequest): SandboxResponse => {
    const s = state();
    if (!TXID.test(txid)) return pixError(400, "txid_invalido", "O txid deve ter de 26 a 35 caracteres alfanuméricos");
    if (s.cobs.has(txid)) {
      return pixError(409, "txid_duplicado", "Campo txid informado já foi utilizado em outra cobrança");
    }
    const parsed = cobBodySchema.safeParse(req.body);
    if (!parsed.success) {
      return pixError(400, "json_invalido", "Valor não respeita o schema.", {
        erros: parsed.error.issues.map((i) => ({ caminho: `/${i.path.join("/")}`, mensagem: i.message })),
      });
    }
    const body = parsed.data;
    if (body.chave !== merchant.pixKey) {
      return pixError(400, "chave_invalida", "A chave informada não pertence ao recebedor");
    }
    const criacao = new Date().toISOString();
    const location = newLocation();
    const cob: SandboxCob = {
      txid,
      status: "ATIVA",
      revisao: 0,
      calendario: { criacao, expiracao: body.calendario.expiracao },
      loc: { id: s.nextLocId++, location, tipoCob: "cob", criacao },
      ...(body.devedor ? { devedor: body.devedor } : {}),
      valor: body.valor,
      chave: body.chave,
      ...(body.solicitacaoPagador ? { solicitacaoPagador: body.solicitacaoPagador } : {}),
      infoAdicionais: body.infoAdicionais,
      pixCopiaECola: brCodeFor(location, merchant, Number(body.valor.original)),
      pix: [],
    };
    s.cobs.set(txid, cob);
    s.locs.set(cob.loc.id, txid);
    return { status: 201, json: cobJson(cob) };
  };

  return [
    { method: "POST", pattern: "/oauth/token", handler: (req) => auth.issue("pix", req) },
    { method: "PUT", pattern: "/v2/cob/:txid", handler: guarded((req) => createCob(req.params.txid!, req)) },
    { method: "POST", pattern: "/v2/cob", handler: guarded((req) => createCob(randomAlnum(32), req)) },
    {
      method: "GET",
      pattern: "/v2/cob/:txid",
      handler: guarded((req) => {
        const txid = req.params.txid!;
        if (!TXID.test(txid)) return pixError(400, "txid_invalido", "O txid deve ter de 26 a 35 caracteres alfanuméricos");
        const cob = state().cobs.get(txid);
        return cob ? { json: cobJson(cob) } : COB_UNKNOWN;
      }),
    },
    {
      method: "GET",
      pattern: "/v2/loc/:id/qrcode",
      handler: guarded(async (req) => {
        const s = state();
        const cob = s.cobs.get(s.locs.get(Number(req.params.id)) ?? "");
        if (!cob) return pixError(404, "location_nao_encontrada", "Nenhuma location encontrada para o id informado");
        return {
          json: {
            qrcode: cob.pixCopiaECola,
            imagemQrcode: await qrPng(cob.pixCopiaECola),
            linkVisualizacao: `${origin(req)}/cob/pagar/${cob.loc.id}`,
          },
        };
      }),
    },
    {
      // linkVisualizacao: the public page a customer opens to pay (no token, like the real one).
      method: "GET",
      pattern: "/cob/pagar/:id",
      handler: async (req) => {
        const s = state();
        const cob = s.cobs.get(s.locs.get(Number(req.params.id)) ?? "");
        if (!cob) return { status: 404, body: "Cobrança não encontrada", contentType: "text/plain; charset=utf-8" };
        return paymentPage(merchant, cob, await qrPng(cob.pixCopiaECola));
      },
    },
  ];
}

/** The sandbox's own address as the caller reached it, for links it hands out. */
export function origin(req: SandboxRequest): string {
  return `http://${req.headers.host ?? "127.0.0.1"}`;
}
