import { z } from "zod";
import { normalizeDocument } from "@/lib/br/document";
import {
  codeOrText,
  intId,
  nullableDate,
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
 * missing required ones fail with the field's path.
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

export const serviceSchema = z
  .object({
    id: intId,
    status: codeOrText,
    tipo: text,
    grupo: text,
    plano: planSchema,
    login: text,
    ip: text,
    wifi_ssid: text,
    wifi_channel: text,
    wifi_password: text,
    wifi_ssid_5: text,
    wifi_channel_5: text,
    wifi_password_5: text,
    endereco: addressSchema,
    // Some instances only report the address of the live connection, under the ONU.
    onu: z.preprocess(objectOrEmpty, z.object({ conexao: z.preprocess(objectOrEmpty, z.object({ ip: text })) })),
  })
  .transform((s) => ({
    id: s.id,
    status: s.status,
    type: s.tipo.toLowerCase(),
    group: s.grupo,
    plan: s.plano,
    login: s.login,
    ip: s.ip || s.onu.conexao.ip,
    wifiSsid: s.wifi_ssid,
    wifiChannel: s.wifi_channel,
    wifiPassword: s.wifi_password,
    wifiSsid5: s.wifi_ssid_5,
    wifiChannel5: s.wifi_channel_5,
    wifiPassword5: s.wifi_password_5,
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

export const contractSchema = withAliases(
  { id: ["contrato", "contratoId"], status: ["contratoStatus", "contratoStatusDisplay"], dataCadastro: ["data_cadastro"] },
  z
    .object({
      id: intId,
      status: codeOrText,
      motivo_status: text,
      vencimento: dueDay,
      dataCadastro: nullableDate,
      endereco: addressSchema,
      contratoCentralSenha: nullableText,
      servicos: z.preprocess((v) => v ?? [], z.array(serviceSchema)),
    })
    .transform((c) => ({
      id: c.id,
      status: statusText(c.status, CONTRACT_STATUS_TEXT),
      statusReason: c.motivo_status,
      dueDay: c.vencimento,
      registeredOn: c.dataCadastro,
      address: c.endereco,
      centralPassword: c.contratoCentralSenha,
      services: c.servicos,
    })),
);

const contactsSchema = z.preprocess(
  objectOrEmpty,
  z.object({ telefones: textList, celulares: textList, emails: textList }),
);

const unique = (...lists: string[][]) => [...new Set(lists.flat())];

function personType(tipo: string, document: string): string {
  const t = tipo.toLowerCase();
  if (t === "f" || t === "pf" || t.includes("física") || t.includes("fisica")) return "Pessoa Física";
  if (t === "j" || t === "pj" || t.includes("jurídica") || t.includes("juridica")) return "Pessoa Jurídica";
  if (tipo) return tipo;
  if (document.length === 11) return "Pessoa Física";
  return document.length === 14 ? "Pessoa Jurídica" : "";
}

export const customerSchema = withAliases(
  {
    cpfcnpj: ["cpfCnpj", "cpf_cnpj"],
    tipo: ["tipo_pessoa", "tipoPessoa"],
    dataCadastro: ["data_cadastro"],
    nome: ["razaoSocial"],
  },
  z
    .object({
      id: nullableNum,
      nome: requiredText,
      tipo: text,
      cpfcnpj: text,
      dataCadastro: nullableDate,
      endereco: addressSchema,
      contatos: contactsSchema,
      // Top-level contact fields, as /clientes/ returns them on real instances.
      telefones: textList,
      celular: textList,
      celulares: textList,
      email: textList,
      emails: textList,
      contratos: z.preprocess((v) => v ?? [], z.array(contractSchema)),
    })
    .transform((c) => {
      const document = normalizeDocument(c.cpfcnpj);
      return {
        id: c.id,
        name: c.nome,
        personType: personType(c.tipo, document),
        document,
        registeredOn: c.dataCadastro,
        address: c.endereco,
        contacts: {
          phones: unique(c.contatos.telefones, c.telefones),
          mobiles: unique(c.contatos.celulares, c.celulares, c.celular),
          emails: unique(c.contatos.emails, c.emails, c.email),
        },
        contracts: c.contratos,
      };
    }),
);

/** /api/ura/clientes/: only the first client is read, as the spec does. */
export const clientsResponseSchema = z.object({ clientes: z.array(z.unknown()) });
export const firstClientSchema = z.object({ clientes: z.tuple([customerSchema], z.unknown()) });

export const invoiceSchema = withAliases(
  {
    linhaDigitavel: ["linhadigitavel", "linha_digitavel"],
    codigoPix: ["codigopix", "codigo_pix"],
    codigoBarras: ["codigobarras", "codigo_barras"],
    numeroDocumento: ["numero_documento"],
    contrato: ["clienteContrato", "contratoId"],
    valorCorrigido: ["valor"],
  },
  z.object({
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
    valorDesconto: z.preprocess((v) => v ?? 0, num).catch(0),
    diasAtraso: nullableNum,
    demonstrativo: text,
    portador: text,
    linhaDigitavel: text,
    codigoBarras: text,
    codigoPix: text,
    link: nullableText,
    link_cobranca: nullableText,
  }).transform((i) => ({
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
    discount: i.valorDesconto,
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
