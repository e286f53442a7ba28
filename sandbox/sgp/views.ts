import { normalizeDocument } from "../../lib/shared/br/document";
import { brazilDate } from "../../lib/vendors/sgp/dates";
import type { SgpAddress, SgpContract, SgpCustomer, SgpDataset, SgpOnu, SgpService, SgpServiceOrder, SgpTitulo } from "./dataset";

/**
 * How the SGP renders the dataset on each endpoint: only the fields a reference shows for that
 * endpoint (docs/UPSTREAMS.md §1, docs/SGP-ENDPOINTS.md; the table of docs/UPSTREAMS.md §5 cites each), never one because the portal reads it.
 */

const CONTRACT_CODE: Record<SgpContract["status"], number> = { ativo: 1, cancelado: 3, suspenso: 4 };
const CONTRACT_DISPLAY: Record<SgpContract["status"], string> = { ativo: "Ativo", cancelado: " Cancelado", suspenso: "Suspenso" };

/** A CPF/CNPJ as the SGP compares it: formatting dropped, an alphanumeric CNPJ's letters kept. */
export const documentOf = (value: unknown) =>
  normalizeDocument(typeof value === "string" || typeof value === "number" ? String(value) : "");

export function findCustomer(data: SgpDataset, document: string): SgpCustomer | undefined {
  const normalized = documentOf(document);
  return normalized ? data.customers.find((c) => documentOf(c.cpfcnpj) === normalized) : undefined;
}

export function findContract(data: SgpDataset, id: unknown) {
  for (const customer of data.customers) {
    const contract = customer.contratos.find((c) => String(c.id) === String(id ?? "").trim());
    if (contract) return { customer, contract };
  }
  return undefined;
}

function daysLate(title: SgpTitulo, now: Date): number {
  if (title.status !== "aberto") return 0;
  const late = (Date.parse(brazilDate(now)) - Date.parse(title.dataVencimento)) / 86_400_000;
  return Math.max(0, Math.round(late));
}

/** /api/ura/titulos/ items (docs/UPSTREAMS.md §1.3); "{base}" in stored links is the sandbox's own URL, as the client reached it. */
export function titleView(title: SgpTitulo, baseUrl: string, now: Date) {
  return {
    id: title.id,
    portador: title.portador,
    numeroDocumento: title.numeroDocumento,
    contrato: title.contrato,
    clienteContrato: title.contrato,
    status: title.status,
    valor: title.valor,
    valorCorrigido: title.valorCorrigido,
    valorPago: title.valorPago,
    diasAtraso: daysLate(title, now),
    codigoBarras: title.codigoBarras,
    linhaDigitavel: title.linhaDigitavel,
    codigoPix: title.codigoPix,
    link: title.link.replace("{base}", baseUrl),
    link_cobranca: title.link_cobranca.replace("{base}", baseUrl),
    dataEmissao: title.dataEmissao,
    dataVencimento: title.dataVencimento,
    dataPagamento: title.dataPagamento,
    demonstrativo: title.demonstrativo,
  };
}

const addressView = (a: SgpAddress) => ({
  logradouro: a.logradouro,
  numero: a.numero,
  bairro: a.bairro,
  cidade: a.cidade,
  uf: a.uf,
  cep: a.cep,
  complemento: a.complemento,
});

/**
 * A service of /clientes/ (docs/UPSTREAMS.md §1.1): no status, group nor Wi-Fi. The live
 * connection comes only with `exibir_conexao` (docs/SGP-ENDPOINTS.md §3): under the ONU where the
 * service has one, else on the service (consumers read both), with the address it has while online.
 */
function serviceView(service: SgpService, withConnection: boolean) {
  const { online, since } = service.link;
  const conexao = {
    status: online ? "online" : "offline",
    ip: online ? service.ip : "",
    data_conexao: online ? since : "",
    data_desconexao: online ? "" : since,
  };
  const connection = service.tipo === "Internet" && withConnection ? (service.onu ? { onu: { conexao } } : { conexao }) : {};
  return {
    id: service.id,
    tipo: service.tipo,
    login: service.login,
    plano: { id: service.plano.id, descricao: service.plano.descricao },
    endereco: addressView(service.endereco),
    ...connection,
  };
}

/** /api/fttx/onu/list/ items with `signal=1` (docs/SGP-ENDPOINTS.md §3): a bare array. */
export function onuView(onu: SgpOnu, service: SgpService, contract: SgpContract, withSignal: boolean) {
  return {
    id: onu.id,
    olt_id: onu.olt_id,
    olt_name: onu.olt_name,
    phy_addr: onu.phy_addr,
    login: service.login,
    online: service.link.online && contract.status === "ativo",
    ...(withSignal ? { info_rx: onu.info_rx, info_tx: onu.info_tx, info_date: onu.info_date } : {}),
    service_id: service.id,
    service_login: service.login,
    service_contrato: contract.id,
    service_status: contract.status === "ativo" ? 1 : 4,
  };
}

/** /api/ura/clientes/: nested contracts and services; embedded titles lack links, as on real instances. */
export function customerView(customer: SgpCustomer, data: SgpDataset, now: Date, withConnection: boolean) {
  const { contatos } = customer;
  return {
    nome: customer.nome,
    tipo: customer.tipo,
    cpfcnpj: customer.cpfcnpj,
    celular: contatos.celulares[0] ?? "",
    telefones: contatos.telefones,
    contatos: { telefones: contatos.telefones, celulares: contatos.celulares, emails: contatos.emails },
    endereco: addressView(customer.endereco),
    contratos: customer.contratos.map((contract) => ({
      id: contract.id,
      status: contract.status,
      motivo_status: contract.motivo_status,
      dataCadastro: contract.dataCadastro,
      vencimento: contract.vencimento,
      pop_id: contract.pop.id,
      endereco: addressView(contract.endereco),
      servicos: contract.servicos.map((service) => serviceView(service, withConnection)),
    })),
    titulos: data.titulos
      .filter((t) => t.clienteId === customer.id && t.status === "aberto")
      .map((t) => ({
        id: t.id,
        valor: t.valor,
        valorCorrigido: t.valorCorrigido,
        dataVencimento: t.dataVencimento,
        status: t.status,
        codigoPix: t.codigoPix,
        diasAtraso: daysLate(t, now),
      })),
  };
}

/** /api/ura/consultacliente/: one flat record per contract (docs/UPSTREAMS.md §1.2; the Wi-Fi channels, docs/SGP-ENDPOINTS.md §6). */
export function flatContractView(customer: SgpCustomer, contract: SgpContract, data: SgpDataset) {
  const open = data.titulos.filter((t) => t.contrato === contract.id && t.status === "aberto");
  const internet = contract.servicos.find((s) => s.tipo === "Internet");
  const e = contract.endereco;
  return {
    contratoId: contract.id,
    clienteId: customer.id,
    razaoSocial: customer.nome,
    cpfCnpj: customer.cpfcnpj,
    contratoStatus: CONTRACT_CODE[contract.status],
    contratoStatusDisplay: CONTRACT_DISPLAY[contract.status],
    contratoStatusModo: 1,
    motivo_status: contract.motivo_status,
    contratoValorAberto: Math.round(open.reduce((sum, t) => sum + t.valorCorrigido, 0) * 100) / 100,
    contratoTitulosAReceber: open.length,
    promessasPagamentoMes: contract.promessasPagamentoMes,
    contratoCentralLogin: contract.contratoCentralLogin,
    contratoCentralSenha: contract.contratoCentralSenha,
    planointernet: internet?.plano.descricao ?? "",
    servico_plano: internet?.plano.descricao ?? "",
    servico_login: internet?.login ?? "",
    servico_tipo_conexao: "PPPoE",
    servico_grupo: internet?.grupo ?? "",
    servico_mac: internet?.mac ?? "",
    servico_wifi_ssid: internet?.wifi_ssid ?? "",
    servico_wifi_password: internet?.wifi_password ?? "",
    servico_wifi_channel: internet?.wifi_channel ?? "",
    servico_wifi_ssid_5: internet?.wifi_ssid_5 ?? "",
    servico_wifi_password_5: internet?.wifi_password_5 ?? "",
    servico_wifi_channel_5: internet?.wifi_channel_5 ?? "",
    popId: contract.pop.id,
    popNome: contract.pop.nome,
    telefones: [...customer.contatos.telefones, ...customer.contatos.celulares],
    emails: customer.contatos.emails,
    tags: [],
    endereco_logradouro: e.logradouro,
    endereco_numero: e.numero,
    endereco_bairro: e.bairro,
    endereco_cidade: e.cidade,
    endereco_uf: e.uf,
    endereco_cep: e.cep,
    dataCadastro: `${contract.dataCadastro.split("-").reverse().join("/")} 09:00:00`,
    dataNascimento: customer.dataNascimento,
  };
}

/** /api/central/contratos items: lowercase names, unlike consultacliente (docs/SGP-ENDPOINTS.md §8). */
export function centralContractView(customer: SgpCustomer, contract: SgpContract) {
  const internet = contract.servicos.find((s) => s.tipo === "Internet");
  const e = contract.endereco;
  return {
    contrato: contract.id,
    razaosocial: customer.nome,
    cpfcnpj: customer.cpfcnpj,
    status: CONTRACT_DISPLAY[contract.status],
    vencimento: contract.vencimento,
    emails: customer.contatos.emails.join(","),
    planointernet: internet?.plano.descricao ?? "",
    planointernet_valor: internet?.plano.valor ?? 0,
    planointernet_id: internet?.plano.id ?? null,
    endereco_instalacao: { logradouro: e.logradouro, numero: e.numero, bairro: e.bairro, cidade: e.cidade, uf: e.uf, cep: e.cep },
  };
}

/** /api/ura/ordemservico/list/ items: the fields docs/UPSTREAMS.md §1.5 shows. */
export function orderView(order: SgpServiceOrder) {
  return {
    id: order.id,
    ocorrencia: order.ocorrencia,
    cliente: order.cliente,
    contrato: order.contrato,
    contrato_status: order.contrato_status,
    tipo: order.tipo,
    status: order.status,
    motivo: order.motivo,
    pop: order.pop,
    responsavel: order.responsavel,
    usuario: order.usuario,
    usuario_finalizacao: order.usuario_finalizacao,
    tecnicos_auxiliares: order.tecnicos_auxiliares,
    data_cadastro: order.data_cadastro,
    data_agendamento: order.data_agendamento,
    data_finalizacao: order.data_finalizacao,
    hora_finalizacao: order.hora_finalizacao,
  };
}

/** `paginacao` as list endpoints return it, with offset/limit applied. */
export function paginate<T>(items: T[], offset: unknown, limit: unknown, maxLimit: number) {
  const start = Math.max(0, Number(offset) || 0);
  const size = Math.min(maxLimit, Math.max(1, Number(limit) || maxLimit));
  const page = items.slice(start, start + size);
  return { page, paginacao: { offset: start, limit: size, parcial: page.length, total: items.length } };
}
