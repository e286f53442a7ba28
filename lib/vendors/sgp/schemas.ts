import { z } from "zod";
import { normalizeDocument } from "@/lib/shared/br/document";
import {
  codeOrText,
  intId,
  nullableDate,
  nullableDateTime,
  nullableNum,
  nullableText,
  num,
  requiredDate,
  requiredText,
  text,
  textList,
  withAliases,
} from "./primitives";
import { CONTRACT_STATUS_TEXT, INVOICE_STATUS_TEXT, statusText } from "./status";

/**
 * Zod schemas for the SGP's URA payloads (docs/UPSTREAMS.md §1), each turning the
 * vendor's shape into the portal's domain type. Unknown fields are dropped;
 * missing required ones fail with the field's path. They read only fields a reference
 * shows for that endpoint: docs/UPSTREAMS.md §5 lists each call's, with its source.
 */

const objectOrEmpty = (v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? v : {});

export const addressSchema = z.preprocess(
  objectOrEmpty,
  z
    .object({
      logradouro: text,
      numero: text,
      bairro: text,
      cidade: text,
      uf: text,
      cep: text,
      complemento: text,
    })
    .transform((a) => ({
      street: a.logradouro,
      number: a.numero,
      district: a.bairro,
      city: a.cidade,
      state: a.uf,
      postalCode: a.cep,
      complement: a.complemento,
    })),
);

const planSchema = z.preprocess(
  (v) => (typeof v === "string" ? { descricao: v } : objectOrEmpty(v)),
  z.object({ id: nullableNum, descricao: text }).transform((p) => ({ id: p.id, description: p.descricao })),
);

/**
 * The live connection `exibir_conexao=1` adds, on the service or under its ONU: `status`
 * online/offline, `data_conexao` (online since), `data_desconexao` (offline since)
 * (docs/UPSTREAMS.md §1.1, docs/SGP-ENDPOINTS.md §3).
 */
const linkSchema = z.preprocess(
  objectOrEmpty,
  z.object({ ip: text, status: text, data_conexao: nullableDateTime, data_desconexao: nullableDateTime }),
);
const connectionSchema = z.preprocess(objectOrEmpty, z.object({ conexao: linkSchema }));

type Link = z.output<typeof linkSchema>;

/**
 * What the SGP says of a service's link: online or offline since when, another word of its own
 * (kept as said), or null where it said nothing.
 */
function linkOf(...candidates: Link[]): { status: string; since: string | null } | null {
  const said = candidates.find((c) => /^(online|offline)$/i.test(c.status)) ?? candidates.find((c) => c.status !== "");
  if (!said) return null;
  const status = /^(online|offline)$/i.test(said.status) ? said.status.toLowerCase() : said.status;
  return { status, since: status === "online" ? said.data_conexao : status === "offline" ? said.data_desconexao : null };
}

/**
 * A service of `/api/ura/clientes/` (docs/UPSTREAMS.md §1.1). Its group and Wi-Fi settings are
 * not there: they come from `consultacliente` (lib/vendors/sgp/consulta.ts) when a screen shows them, and
 * no reference shows a per-service status (the contract's is the one that counts).
 */
export const serviceSchema = z
  .object({
    id: intId,
    tipo: text,
    plano: planSchema,
    login: text,
    endereco: addressSchema,
    conexao: linkSchema,
    onu: connectionSchema,
  })
  .transform((s) => ({
    id: s.id as number | null,
    type: s.tipo.toLowerCase(),
    group: "",
    plan: s.plano,
    login: s.login,
    ip: s.conexao.ip || s.onu.conexao.ip,
    link: linkOf(s.conexao, s.onu.conexao),
    wifiSsid: "",
    wifiChannel: "",
    wifiPassword: "",
    wifiSsid5: "",
    wifiChannel5: "",
    wifiPassword5: "",
    address: s.endereco,
  }));

/** Due day of month: 10, "10" or a date whose day is the due day. */
const dueDay = z.preprocess((v) => {
  if (typeof v === "number") return v;
  if (typeof v !== "string") return null;
  const date = /^\d{4}-\d{2}-(\d{2})|^(\d{2})\/\d{2}\/\d{4}/.exec(v.trim());
  const digits = date ? (date[1] ?? date[2]) : /\d{1,2}/.exec(v)?.[0];
  return digits ? Number(digits) : null;
}, z.number().int().min(1).max(31).nullable().catch(null));

/** A contract of `/api/ura/clientes/`: `contratos[].id` is its number (docs/UPSTREAMS.md §1.1). */
export const contractSchema = z
  .object({
    id: intId,
    status: codeOrText,
    motivo_status: text,
    vencimento: dueDay,
    dataCadastro: nullableDate,
    pop_id: nullableNum,
    endereco: addressSchema,
    servicos: z.preprocess((v) => v ?? [], z.array(serviceSchema)),
  })
  .transform((c) => ({
    id: c.id,
    status: statusText(c.status, CONTRACT_STATUS_TEXT),
    statusReason: c.motivo_status,
    dueDay: c.vencimento,
    registeredOn: c.dataCadastro,
    popId: c.pop_id,
    address: c.endereco,
    services: c.servicos,
  }));

const contactsSchema = z.preprocess(objectOrEmpty, z.object({ telefones: textList, celulares: textList, emails: textList }));

export const unique = (...lists: string[][]) => [...new Set(lists.flat())];

export function personType(tipo: string, document: string): string {
  const t = tipo.toLowerCase();
  if (t === "f" || t === "pf" || t.includes("física") || t.includes("fisica")) return "Pessoa Física";
  if (t === "j" || t === "pj" || t.includes("jurídica") || t.includes("juridica")) return "Pessoa Jurídica";
  if (tipo) return tipo;
  if (document.length === 11) return "Pessoa Física";
  return document.length === 14 ? "Pessoa Jurídica" : "";
}

/** The earliest registration of the customer's contracts: the SGP shows no date of the client itself. */
export function customerSince(contracts: readonly { registeredOn: string | null }[]): string | null {
  const dates = contracts.map((c) => c.registeredOn).filter((d): d is string => !!d);
  return dates.length ? dates.reduce((a, b) => (a < b ? a : b)) : null;
}

/** A client of `/api/ura/clientes/` (docs/UPSTREAMS.md §1.1; `tipo` and `contatos`, docs/SGP-ENDPOINTS.md §3). */
export const customerSchema = z
  .object({
    nome: requiredText,
    tipo: text,
    cpfcnpj: text,
    endereco: addressSchema,
    contatos: contactsSchema,
    telefones: textList,
    celular: textList,
    contratos: z.preprocess((v) => v ?? [], z.array(contractSchema)),
  })
  .transform((c) => {
    const document = normalizeDocument(c.cpfcnpj);
    return {
      name: c.nome,
      personType: personType(c.tipo, document),
      document,
      registeredOn: customerSince(c.contratos),
      address: c.endereco,
      contacts: {
        phones: unique(c.contatos.telefones, c.telefones),
        mobiles: unique(c.contatos.celulares, c.celular),
        emails: unique(c.contatos.emails),
      },
      contracts: c.contratos,
    };
  });

/** /api/ura/clientes/: only the first client is read, as the spec does. */
export const clientsResponseSchema = z.object({ clientes: z.array(z.unknown()) });
export const firstClientSchema = z.object({ clientes: z.tuple([customerSchema], z.unknown()) });

export const invoiceSchema = withAliases(
  {
    linhaDigitavel: ["linhadigitavel"],
    codigoPix: ["codigopix"],
    contrato: ["clienteContrato"],
    valorCorrigido: ["valor"],
  },
  z
    .object({
      id: intId,
      numeroDocumento: text,
      contrato: nullableNum,
      status: codeOrText.transform((v) => statusText(v, INVOICE_STATUS_TEXT)),
      dataVencimento: requiredDate,
      dataEmissao: nullableDate,
      dataPagamento: nullableDate,
      valor: nullableNum,
      valorCorrigido: num,
      valorPago: nullableNum,
      diasAtraso: nullableNum,
      demonstrativo: text,
      portador: text,
      linhaDigitavel: text,
      codigoBarras: text,
      codigoPix: text,
      link: nullableText,
      link_cobranca: nullableText,
    })
    .transform((i) => ({
      id: i.id,
      documentNumber: i.numeroDocumento,
      contractId: i.contrato,
      status: i.status,
      dueDate: i.dataVencimento,
      issuedOn: i.dataEmissao,
      paidOn: i.dataPagamento,
      amount: i.valor,
      amountDue: i.valorCorrigido,
      amountPaid: i.valorPago,
      daysOverdue: i.diasAtraso,
      statement: i.demonstrativo,
      collector: i.portador,
      digitableLine: i.linhaDigitavel,
      barcode: i.codigoBarras,
      pixCode: i.codigoPix,
      link: i.link,
      chargeLink: i.link_cobranca,
    })),
);

/** The list's paging (docs/UPSTREAMS.md §1.3); older instances may leave it out. */
const paginationSchema = z.object({ total: intId.pipe(z.number().nonnegative()) });

export const invoicesResponseSchema = z.object({ titulos: z.array(invoiceSchema), paginacao: paginationSchema.nullish() });
