import { brazilDate, brazilDateTime } from "../../lib/vendors/sgp/dates";
import { DEMO_CONTRACTS, DEMO_CUSTOMERS } from "./demo-customers";
import { buildStaticBrCode } from "../../lib/billing/brcode/brcode";
import { boletoCodes } from "./payment-codes";

/**
 * The SGP sandbox's demo dataset, stored close to the SGP's own shapes and
 * rebuilt from scratch on every start and reset. Dates are relative to the
 * Brazil date of `now`, so the data never goes stale.
 */

import type {
  SgpAddress,
  SgpCpe,
  SgpCustomer,
  SgpDataset,
  SgpMaintenance,
  SgpMotive,
  SgpOnu,
  SgpService,
  SgpServiceOrder,
  SgpTitulo,
} from "./records";

export type * from "./records";

const BASE = "{base}";
const PORTADOR = "Banco Sicoob";

function address(logradouro: string, numero: string, bairro: string, cep: string, complemento: string | null = null): SgpAddress {
  return { logradouro, numero, bairro, cidade: "Campinas", uf: "SP", cep, complemento };
}

type ServiceSeed = Partial<SgpService> & Pick<SgpService, "id" | "plano" | "endereco" | "link">;

function service(seed: ServiceSeed): SgpService {
  return {
    onu: null,
    cpe: null,
    tipo: "Internet",
    grupo: "fibra",
    login: "",
    ip: "",
    mac: "",
    wifi_ssid: "",
    wifi_channel: "",
    wifi_password: "",
    wifi_ssid_5: "",
    wifi_channel_5: "",
    wifi_password_5: "",
    ...seed,
  };
}

const plans = {
  fibra200: { id: 11, descricao: "Fibra 200 Mega", valor: 89.9 },
  fibra300: { id: 12, descricao: "Fibra 300 Mega", valor: 99.9 },
  fibra500: { id: 13, descricao: "Fibra 500 Mega", valor: 119.9 },
  empresa1g: { id: 21, descricao: "Fibra Empresarial 1 Giga", valor: 349.9 },
  tvHd: { id: 31, descricao: "TV Empresarial HD", valor: 79.9 },
};

export function createDataset(now: Date = new Date()): SgpDataset {
  const day = (offset: number) => brazilDate(now, offset);
  /** "YYYY-MM-DD HH:MM:SS" in Brazil, `minutes` after now (the SGP's date-time format). */
  const moment = (minutes: number) => `${brazilDateTime(new Date(now.getTime() + minutes * 60_000))}:00`;
  const online = (minutesAgo: number) => ({ online: true, since: moment(-minutesAgo) });
  const offline = (minutesAgo: number) => ({ online: false, since: moment(-minutesAgo) });
  /** A router managed by the provider, its Wi-Fi as consultacliente shows it. */
  const cpe = (
    s: Pick<SgpService, "login" | "wifi_ssid" | "wifi_password" | "wifi_ssid_5" | "wifi_password_5">,
    hosts: number,
  ): SgpCpe => ({
    model: s.wifi_ssid_5 ? "EX220" : "F670L",
    manufacturer: s.wifi_ssid_5 ? "TP-Link" : "ZTE",
    version: "1.2.7",
    wifi_ssid: s.wifi_ssid,
    wifi_password: s.wifi_password,
    wifi_enabled: true,
    wifi_ssid_5ghz: s.wifi_ssid_5,
    wifi_password_5ghz: s.wifi_password_5,
    wifi_enabled_5ghz: !!s.wifi_ssid_5,
    online_host_num: hosts,
    pppoe_user: s.login,
    pppoe_password: "nao-repassar",
  });
  let onuSeq = 0;
  const onu = (info_rx: string, info_tx: string, olt_id = 1): SgpOnu => {
    onuSeq += 1;
    return {
      resets: 0,
      id: 8800 + onuSeq,
      olt_id,
      olt_name: olt_id === 1 ? "OLT Campinas 1" : "OLT Campinas 2",
      phy_addr: `ZTEG${(0xc0de00 + onuSeq).toString(16).toUpperCase()}`,
      info_rx,
      info_tx,
      info_date: moment(-50),
    };
  };
  const { maria, joao, empresa, ana, carlos, paula, rafael, alfa } = DEMO_CUSTOMERS;

  const mariaHome = address("Rua das Palmeiras", "145", "Jardim Botânico", "13087-500", "Casa 2");
  const joaoHome = address("Avenida Brasil", "2380", "Vila Industrial", "13035-220", "Apto 34");
  const empresaHq = address("Rua Barão de Jaguara", "1200", "Centro", "13015-002", "Sala 801");
  const empresaBranch = address("Avenida Norte-Sul", "455", "Cambuí", "13025-320", "Loja 3");
  const anaHome = address("Rua Coronel Quirino", "77", "Cambuí", "13025-001");
  const paulaHome = address("Rua Sacramento", "310", "Centro", "13010-210", "Apto 52");
  const rafaelHome = address("Rua Maria Monteiro", "820", "Cambuí", "13025-151", "Apto 71");
  const alfaHq = address("Avenida José de Souza Campos", "1200", "Nova Campinas", "13092-123", "Sala 4");
  const carlosHome = address("Rua Hermantino Coelho", "980", "Mansões Santo Antônio", "13087-000", "Bloco B, Apto 12");

  const customers: SgpCustomer[] = [
    {
      id: 1001,
      nome: maria.name,
      tipo: "Pessoa Física",
      cpfcnpj: maria.document,
      dataCadastro: day(-1100),
      dataNascimento: "1987-04-12",
      endereco: mariaHome,
      contatos: { telefones: ["(19) 3251-4478"], celulares: ["(19) 99812-3344"], emails: ["maria.santos@example.com"] },
      contratos: [
        {
          id: DEMO_CONTRACTS.maria,
          status: "ativo",
          motivo_status: "",
          dataCadastro: day(-1100),
          vencimento: 10,
          endereco: mariaHome,
          contratoCentralLogin: maria.digits,
          contratoCentralSenha: maria.password,
          promessasPagamentoMes: 0,
          pop: { id: 1, nome: "POP Barão Geraldo" },
          servicos: [
            service({
              id: 30101,
              plano: plans.fibra500,
              endereco: mariaHome,
              login: "maria.santos",
              // Online with a good signal.
              link: online(2 * 24 * 60),
              onu: onu("-18.42", "2.31"),
              ip: "177.38.12.45",
              mac: "A4:2B:B0:11:22:33",
              wifi_ssid: "MARIA_2G",
              wifi_channel: "6",
              wifi_password: "palmeiras@2024",
              wifi_ssid_5: "MARIA_5G",
              wifi_channel_5: "36",
              wifi_password_5: "palmeiras@5g2024",
            }),
          ],
        },
      ],
    },
    {
      id: 1002,
      nome: joao.name,
      tipo: "Pessoa Física",
      cpfcnpj: joao.document,
      dataCadastro: day(-640),
      dataNascimento: "1979-11-03",
      endereco: joaoHome,
      contatos: { telefones: [], celulares: ["(19) 98145-7720", "(19) 99701-2288"], emails: ["joao.lima@example.com"] },
      contratos: [
        {
          id: DEMO_CONTRACTS.joao,
          status: "suspenso",
          motivo_status: "Financeiro",
          dataCadastro: day(-640),
          vencimento: 5,
          endereco: joaoHome,
          contratoCentralLogin: joao.digits,
          contratoCentralSenha: joao.password,
          promessasPagamentoMes: 0,
          pop: { id: 2, nome: "POP Vila Industrial" },
          servicos: [
            service({
              id: 30201,
              plano: plans.fibra300,
              endereco: joaoHome,
              login: "joao.lima",
              // Blocked: the contract is suspended, the session dropped with it.
              link: offline(15 * 24 * 60),
              onu: onu("-19.10", "2.05", 2),
              wifi_ssid: "LIMA_FAMILIA",
              wifi_channel: "11",
              wifi_password: "lima1979",
            }),
          ],
        },
      ],
    },
    {
      id: 1003,
      nome: empresa.name,
      tipo: "Pessoa Jurídica",
      cpfcnpj: empresa.document,
      dataCadastro: day(-1500),
      dataNascimento: null,
      endereco: empresaHq,
      contatos: {
        telefones: ["(19) 3232-9000", "(19) 3232-9001"],
        celulares: ["(19) 99100-4500"],
        emails: ["financeiro@exemplotelecom.example", "ti@exemplotelecom.example"],
      },
      contratos: [
        {
          id: DEMO_CONTRACTS.empresaAtivo,
          status: "ativo",
          motivo_status: "",
          dataCadastro: day(-1500),
          vencimento: 20,
          endereco: empresaHq,
          contratoCentralLogin: empresa.digits,
          contratoCentralSenha: empresa.password,
          promessasPagamentoMes: 0,
          pop: { id: 3, nome: "POP Centro" },
          servicos: [
            service({
              id: 30301,
              plano: plans.empresa1g,
              endereco: empresaHq,
              grupo: "corporativo",
              login: "exemplotelecom.matriz",
              ip: "200.150.10.20",
              link: online(9 * 24 * 60),
              wifi_ssid: "EXEMPLO_CORP",
              wifi_channel: "1",
              wifi_password: "Corp#2023!",
              wifi_ssid_5: "EXEMPLO_CORP_5G",
              wifi_channel_5: "149",
              wifi_password_5: "Corp#2023!5g",
            }),
            service({ id: 30302, tipo: "TV", grupo: "tv", plano: plans.tvHd, endereco: empresaHq, link: online(9 * 24 * 60) }),
          ],
        },
        {
          id: DEMO_CONTRACTS.empresaSuspenso,
          status: "suspenso",
          motivo_status: "Financeiro",
          dataCadastro: day(-400),
          vencimento: 20,
          endereco: empresaBranch,
          contratoCentralLogin: empresa.digits,
          contratoCentralSenha: empresa.password,
          promessasPagamentoMes: 0,
          pop: { id: 4, nome: "POP Cambuí" },
          servicos: [
            service({
              id: 30303,
              plano: plans.fibra300,
              endereco: empresaBranch,
              login: "exemplotelecom.filial",
              link: offline(23 * 24 * 60),
              wifi_ssid: "EXEMPLO_LOJA",
              wifi_channel: "6",
              wifi_password: "loja3filial",
            }),
          ],
        },
      ],
    },
    {
      id: 1004,
      nome: ana.name,
      tipo: "Pessoa Física",
      cpfcnpj: ana.document,
      dataCadastro: day(-900),
      dataNascimento: "1992-08-25",
      endereco: anaHome,
      contatos: { telefones: ["(19) 3324-1100"], celulares: ["(19) 98877-6655"], emails: ["ana.ribeiro@example.com"] },
      contratos: [
        {
          id: DEMO_CONTRACTS.ana,
          status: "cancelado",
          motivo_status: "Solicitação do cliente",
          dataCadastro: day(-900),
          vencimento: 15,
          endereco: anaHome,
          contratoCentralLogin: ana.digits,
          contratoCentralSenha: ana.password,
          promessasPagamentoMes: 0,
          pop: { id: 4, nome: "POP Cambuí" },
          servicos: [service({ id: 30401, plano: plans.fibra200, endereco: anaHome, login: "ana.ribeiro", link: offline(60 * 24 * 60) })],
        },
      ],
    },
    {
      id: 1005,
      nome: carlos.name,
      tipo: "Pessoa Física",
      cpfcnpj: carlos.document,
      dataCadastro: day(-300),
      dataNascimento: "1984-02-29",
      endereco: carlosHome,
      contatos: { telefones: [], celulares: ["(19) 99654-3210"], emails: ["carlos.souza@example.com"] },
      contratos: [
        {
          id: DEMO_CONTRACTS.carlos,
          status: "ativo",
          motivo_status: "",
          dataCadastro: day(-300),
          vencimento: 25,
          endereco: carlosHome,
          contratoCentralLogin: carlos.digits,
          contratoCentralSenha: carlos.password,
          promessasPagamentoMes: 0,
          pop: { id: 1, nome: "POP Barão Geraldo" },
          servicos: [
            service({
              id: 30501,
              plano: plans.fibra200,
              endereco: carlosHome,
              login: "carlos.souza",
              // Offline with no outage in his area; the ONU's last reading is "N/A".
              link: offline(40),
              onu: { ...onu("N/A", "N/A"), info_date: moment(-40) },
              wifi_ssid: "SOUZA_NET",
              wifi_channel: "1",
              wifi_password: "souza2025",
              wifi_ssid_5: "SOUZA_NET_5G",
              wifi_channel_5: "44",
              wifi_password_5: "souza2025",
            }),
          ],
        },
      ],
    },
    {
      id: 1006,
      nome: paula.name,
      tipo: "Pessoa Física",
      cpfcnpj: paula.document,
      dataCadastro: day(-150),
      dataNascimento: "1995-07-08",
      endereco: paulaHome,
      contatos: { telefones: [], celulares: ["(19) 99321-4455"], emails: ["paula.araujo@example.com"] },
      contratos: [
        {
          id: DEMO_CONTRACTS.paula,
          status: "ativo",
          motivo_status: "",
          dataCadastro: day(-150),
          vencimento: 5,
          endereco: paulaHome,
          contratoCentralLogin: paula.digits,
          contratoCentralSenha: paula.password,
          promessasPagamentoMes: 0,
          pop: { id: 5, nome: "POP Sacramento" },
          // Online in a POP under an active maintenance (maintenances below).
          servicos: [
            service({
              id: 30601,
              plano: plans.fibra300,
              endereco: paulaHome,
              login: "paula.araujo",
              link: online(6 * 60),
              onu: onu("-20.51", "1.98", 2),
            }),
          ],
        },
      ],
    },
    {
      id: 1007,
      nome: rafael.name,
      tipo: "Pessoa Física",
      cpfcnpj: rafael.document,
      dataCadastro: day(-90),
      dataNascimento: "1990-11-03",
      endereco: rafaelHome,
      contatos: { telefones: [], celulares: ["(19) 99812-7730"], emails: ["rafael.teixeira@example.com"] },
      contratos: [
        {
          id: DEMO_CONTRACTS.rafael,
          status: "ativo",
          motivo_status: "",
          dataCadastro: day(-90),
          vencimento: 5,
          endereco: rafaelHome,
          contratoCentralLogin: rafael.digits,
          contratoCentralSenha: rafael.password,
          promessasPagamentoMes: 0,
          pop: { id: 1, nome: "POP Centro" },
          // Online with a weak signal.
          servicos: [
            service({
              id: 30701,
              plano: plans.fibra200,
              endereco: rafaelHome,
              login: "rafael.teixeira",
              link: online(26 * 60),
              onu: onu("-26.31 dBm", "1.42 dBm"),
            }),
          ],
        },
      ],
    },
    {
      id: 1008,
      nome: alfa.name,
      tipo: "Pessoa Jurídica",
      cpfcnpj: alfa.document,
      dataCadastro: day(-60),
      dataNascimento: null,
      endereco: alfaHq,
      contatos: { telefones: ["(19) 3251-0800"], celulares: [], emails: ["financeiro@alfanumerica.example.com"] },
      contratos: [
        {
          id: DEMO_CONTRACTS.alfa,
          status: "ativo",
          motivo_status: "",
          dataCadastro: day(-60),
          vencimento: 10,
          endereco: alfaHq,
          contratoCentralLogin: alfa.digits,
          contratoCentralSenha: alfa.password,
          promessasPagamentoMes: 0,
          pop: { id: 1, nome: "POP Centro" },
          servicos: [service({ id: 30801, plano: plans.fibra300, endereco: alfaHq, login: "alfa.numerica", link: online(3 * 24 * 60) })],
        },
      ],
    },
  ];

  // Every home router is managed through cpemanage; the company's are not (the "no CPE manager" persona).
  for (const customer of customers.filter((c) => c.cpfcnpj !== empresa.document)) {
    for (const service of customer.contratos.flatMap((c) => c.servicos).filter((s) => s.tipo === "Internet")) {
      service.cpe = cpe(service, customer.cpfcnpj === maria.document ? 7 : 3);
    }
  }

  let titleSeq = 0;
  const titulo = (
    owner: SgpCustomer,
    contrato: number,
    input: { due: number; valor: number; corrigido?: number; paidDaysBeforeDue?: number; placeholderLinks?: boolean },
  ): SgpTitulo => {
    titleSeq += 1;
    const id = 72500 + titleSeq;
    const dataVencimento = day(input.due);
    const paid = input.paidDaysBeforeDue !== undefined;
    const valorCorrigido = input.corrigido ?? input.valor;
    const code = `${id}-${(id * 7919).toString(36).toUpperCase().padStart(8, "X")}`;
    const month = `${dataVencimento.slice(5, 7)}/${dataVencimento.slice(0, 4)}`;
    const plan = owner.contratos
      .find((c) => c.id === contrato)
      ?.servicos.map((s) => s.plano.descricao)
      .join(" + ");
    return {
      id,
      clienteId: owner.id,
      contrato,
      numeroDocumento: 880000 + titleSeq,
      status: paid ? "pago" : "aberto",
      portador: PORTADOR,
      valor: input.valor,
      valorCorrigido,
      valorPago: paid ? valorCorrigido : null,
      valorDesconto: 0,
      dataEmissao: day(input.due - 20),
      dataVencimento,
      dataPagamento: paid ? day(input.due - (input.paidDaysBeforeDue ?? 0)) : null,
      valorPagoParcial: 0,
      demonstrativo: `Mensalidade ${month} - ${plan} - contrato ${contrato}`,
      ...boletoCodes({ bank: "756", dueDate: dataVencimento, amount: valorCorrigido, campoLivre: `1335101${id}0001${contrato}` }),
      codigoPix: paid
        ? ""
        : buildStaticBrCode({
            key: "financeiro@provedor.example",
            amount: valorCorrigido,
            merchantName: "PROVEDOR EXEMPLO LTDA",
            merchantCity: "CAMPINAS",
            txid: `SGP${id}`,
          }),
      link: `${input.placeholderLinks ? "null" : BASE}/boleto/${code}/`,
      link_cobranca: `${input.placeholderLinks ? "https://null" : BASE}/public/cobranca/${code}/`,
    };
  };

  const [mariaC, joaoC, empresaC, anaC, carlosC, paulaC, rafaelC] = customers as [
    SgpCustomer,
    SgpCustomer,
    SgpCustomer,
    SgpCustomer,
    SgpCustomer,
    SgpCustomer,
    SgpCustomer,
  ];
  const titulos: SgpTitulo[] = [
    titulo(mariaC, DEMO_CONTRACTS.maria, { due: 10, valor: 119.9, placeholderLinks: true }),
    ...[1, 2, 3, 4].map((m) =>
      titulo(mariaC, DEMO_CONTRACTS.maria, { due: 10 - 30 * m, valor: 119.9, paidDaysBeforeDue: m, placeholderLinks: m % 2 === 0 }),
    ),
    titulo(joaoC, DEMO_CONTRACTS.joao, { due: -15, valor: 99.9, corrigido: 103.42, placeholderLinks: true }),
    titulo(joaoC, DEMO_CONTRACTS.joao, { due: 15, valor: 99.9 }),
    titulo(joaoC, DEMO_CONTRACTS.joao, { due: -45, valor: 99.9, paidDaysBeforeDue: 0 }),
    titulo(empresaC, DEMO_CONTRACTS.empresaAtivo, { due: 7, valor: 429.8 }),
    titulo(empresaC, DEMO_CONTRACTS.empresaSuspenso, { due: -23, valor: 99.9, paidDaysBeforeDue: -20 }),
    titulo(anaC, DEMO_CONTRACTS.ana, { due: -40, valor: 89.9, corrigido: 94.49 }),
    ...[1, 2, 3].map((m) => titulo(carlosC, DEMO_CONTRACTS.carlos, { due: 25 - 30 * m, valor: 89.9, paidDaysBeforeDue: 2 })),
    titulo(paulaC, DEMO_CONTRACTS.paula, { due: 12, valor: 99.9 }),
    // A carnê: the whole year and the next issued at once, so 24 open invoices (docs/SPEC.md §2 Invoices, paged).
    ...[1, 2].map((m) => titulo(rafaelC, DEMO_CONTRACTS.rafael, { due: 5 - 30 * m, valor: 89.9, paidDaysBeforeDue: 1 })),
    ...Array.from({ length: 24 }, (_, m) => titulo(rafaelC, DEMO_CONTRACTS.rafael, { due: 5 + 30 * m, valor: 89.9 })),
  ];

  const order = (
    o: Partial<SgpServiceOrder> &
      Pick<SgpServiceOrder, "id" | "ocorrencia" | "status" | "motivo" | "conteudo" | "data_cadastro" | "hora_cadastro">,
  ): SgpServiceOrder => ({
    cliente: carlos.name.toUpperCase(),
    contrato: DEMO_CONTRACTS.carlos,
    contrato_status: "Ativo",
    tipo: "Suporte Técnico",
    pop: "POP Barão Geraldo",
    responsavel: "",
    usuario: "central",
    usuario_finalizacao: "",
    tecnicos_auxiliares: [],
    classificacoes: [],
    data_agendamento: null,
    hora_agendamento: null,
    data_finalizacao: null,
    hora_finalizacao: null,
    ...o,
  });
  const orders: SgpServiceOrder[] = [
    order({
      id: 5512,
      ocorrencia: protocolOf(day(-60), 1001),
      status: "Finalizada",
      motivo: "Troca de senha do Wi-Fi",
      conteudo: "Cliente solicitou troca da senha do Wi-Fi.",
      data_cadastro: day(-60),
      hora_cadastro: "09:12:40",
      data_agendamento: day(-59),
      hora_agendamento: "10:00",
      data_finalizacao: day(-59),
      hora_finalizacao: "11:05:00",
      responsavel: "EQUIPE A",
      usuario_finalizacao: "tecnico2",
      classificacoes: ["Configuração"],
    }),
    order({
      id: 5640,
      ocorrencia: protocolOf(day(-6), 1002),
      status: "Em andamento",
      motivo: "Lentidão na conexão",
      conteudo: "Velocidade abaixo do contratado à noite.",
      data_cadastro: day(-6),
      hora_cadastro: "19:47:03",
      data_agendamento: day(-4),
      hora_agendamento: "14:00",
      responsavel: "EQUIPE B",
      tecnicos_auxiliares: ["tecnico3"],
    }),
    order({
      id: 5701,
      ocorrencia: protocolOf(day(-1), 1003),
      status: "Aberta",
      motivo: "Reparo / sem conexão",
      conteudo: "Conexão cai várias vezes ao dia.",
      data_cadastro: day(-1),
      hora_cadastro: "08:30:00",
      data_agendamento: day(1),
      hora_agendamento: "08:00",
    }),
  ];

  const motives: SgpMotive[] = [
    // `motivoos` is an integer (docs/UPSTREAMS.md §1.7), so the codes are numbers too, apart from the ids.
    { id: 6, codigo: "106", descricao: "Reparo / sem conexão", ativo: true },
    { id: 7, codigo: "107", descricao: "Lentidão na conexão", ativo: true },
    { id: 8, codigo: "108", descricao: "Troca de senha do Wi-Fi", ativo: true },
    { id: 9, codigo: "109", descricao: "Mudança de endereço", ativo: true },
    { id: 10, codigo: "110", descricao: "Dúvida sobre fatura", ativo: true },
    { id: 11, codigo: "111", descricao: "Cancelamento de contrato", ativo: false },
    { id: 12, codigo: "112", descricao: "Instalação nova (desativado)", ativo: false },
  ];

  const maintenance = (
    m: Pick<
      SgpMaintenance,
      "id" | "descricao" | "data_inicial" | "data_final" | "ativa" | "status" | "severidade" | "mensagem_central" | "pops"
    >,
  ): SgpMaintenance => ({
    observacoes: "",
    enviar_sms: 0,
    mensagem_ura: m.mensagem_central,
    olts: [],
    ctos: [],
    ...m,
  });
  const pop = (id: number) => ({ id, cidade: "Campinas", uf: "SP" });
  const maintenances: SgpMaintenance[] = [
    // Paula's POP, going on now.
    maintenance({
      id: 301,
      descricao: "Rompimento de fibra - região central",
      data_inicial: moment(-90),
      data_final: moment(180),
      ativa: 1,
      status: 2,
      severidade: 3,
      pops: [pop(5)],
      mensagem_central:
        "Identificamos um rompimento de fibra na região central. Nossa equipe já está no local e a conexão deve voltar ao normal em algumas horas.",
    }),
    // Ended yesterday but left active, as one consumer saw (docs/SGP-ENDPOINTS.md §4): not ongoing.
    maintenance({
      id: 298,
      descricao: "Troca de equipamento no POP",
      data_inicial: moment(-30 * 60),
      data_final: moment(-24 * 60),
      ativa: 1,
      status: 3,
      severidade: 2,
      pops: [pop(1)],
      mensagem_central: "Troca de equipamento no POP Barão Geraldo.",
    }),
    // Within its dates but resolved: not ongoing.
    maintenance({
      id: 299,
      descricao: "Instabilidade no POP Vila Industrial",
      data_inicial: moment(-120),
      data_final: moment(120),
      ativa: 1,
      status: 4,
      severidade: 2,
      pops: [pop(2)],
      mensagem_central: "Instabilidade resolvida.",
    }),
    // Scheduled for tomorrow: not yet.
    maintenance({
      id: 302,
      descricao: "Manutenção programada",
      data_inicial: moment(24 * 60),
      data_final: moment(27 * 60),
      ativa: 1,
      status: 0,
      severidade: 1,
      pops: [pop(1)],
      mensagem_central: "Manutenção programada na rede do seu bairro.",
    }),
  ];

  return { customers, titulos, baixas: [], disconnects: [], orders, motives, maintenances, nextOrderId: 6001, nextProtocol: 2001 };
}

/** Protocols look like the SGP's: "YYMMDD" of the opening date and a sequence number. */
export function protocolOf(isoDate: string, sequence: number): string {
  return `${isoDate.slice(2, 4)}${isoDate.slice(5, 7)}${isoDate.slice(8, 10)}${String(sequence).padStart(4, "0")}`;
}
