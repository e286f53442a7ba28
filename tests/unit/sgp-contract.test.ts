import { describe, expect, it } from "vitest";
import { parseUpstream } from "@/lib/platform/upstream/http";
import {
  centralContractsSchema,
  failureEnvelopeSchema,
  promiseResponseSchema,
  ticketResponseSchema,
} from "@/lib/vendors/sgp/answer-schemas";
import { centralPasswordsSchema, consultaResponseSchema, customerFromFlatContracts } from "@/lib/vendors/sgp/consulta";
import { serviceOrdersResponseSchema, ticketReasonsResponseSchema } from "@/lib/vendors/sgp/order-schemas";
import { firstClientSchema, invoicesResponseSchema } from "@/lib/vendors/sgp/schemas";

/*
 * The public example payloads of docs/UPSTREAMS.md §1, copied verbatim
 * (ellipses included), parsed with the client's schemas; and, where the references give
 * only field names (docs/UPSTREAMS.md §5), payloads made of exactly those names.
 */

const clientes_1_1 = {
  clientes: [
    {
      nome: "Maria Silva",
      cpfcnpj: "111.222.333-44",
      celular: "5511999999999",
      telefones: ["(11) 99999-9999"],
      endereco: {
        logradouro: "Rua A",
        numero: "10",
        bairro: "Centro",
        cidade: "Sao Paulo",
        uf: "SP",
        cep: "01000-000",
        complemento: null,
        latitude: "",
        longitude: "",
      },
      contratos: [
        {
          id: 100,
          status: "ativo",
          motivo_status: "",
          dataCadastro: "2022-06-09",
          endereco: { logradouro: "Rua A", numero: "10", bairro: "Centro", cidade: "Sao Paulo", uf: "SP", cep: "01000-000" },
          servicos: [
            {
              id: 999,
              tipo: "Internet",
              login: "maria.silva",
              plano: { id: 12, descricao: "Premium 100MB" },
              endereco: { cidade: "Sao Paulo" },
              onu: {
                id: 5,
                serial: "ZTEG…",
                rx: "-20.500",
                tx: "2.1",
                slot: 1,
                pon: 3,
                olt_id: 2,
                olt_nome: "OLT-1",
                conexao: { status: "online", ip: "100.64.0.10", data_conexao: "…", data_desconexao: "…" },
              },
            },
          ],
        },
      ],
      titulos: [
        {
          id: "T1",
          valor: 110.0,
          valorCorrigido: 115.0,
          dataVencimento: "2026-05-15",
          status: "aberto",
          codigoPix: "PIX_T1",
          diasAtraso: 0,
        },
      ],
    },
  ],
};

const consultacliente_1_2 = {
  msg: "Contrato(s) Localizado(s)",
  contratos: [
    {
      contratoId: 308,
      clienteId: 41,
      razaoSocial: "NOVA SOLUTECH",
      cpfCnpj: "00.111.222/0001-33",
      contratoStatus: 3,
      contratoStatusDisplay: " Cancelado",
      contratoStatusModo: 1,
      contratoValorAberto: 0,
      contratoTitulosAReceber: 2,
      promessasPagamentoMes: 0,
      contratoCentralLogin: "14998963015",
      contratoCentralSenha: "…",
      planointernet: "*400MB FIBRA RURAL",
      servico_plano: "*400MB FIBRA RURAL",
      servico_login: "henrique.silva",
      servico_senha: "…",
      servico_tipo_conexao: "PPPoE",
      servico_grupo: "fibra",
      servico_mac: "",
      servico_wifi_ssid: "",
      servico_wifi_password: "",
      servico_wifi_ssid_5: "",
      servico_wifi_password_5: "",
      popId: 116,
      popNome: "Renascer/RJ",
      telefones: ["(55) 94643-1198"],
      emails: [],
      tags: [],
      endereco_logradouro: "RUA DA LADEIRA",
      endereco_numero: null,
      endereco_bairro: "LADEIRA",
      endereco_cidade: "PARNAGUA",
      endereco_uf: "BA",
      endereco_cep: "64970-000",
      dataCadastro: "09/06/2022 16:34:10",
      dataAlteracao: "03/11/2023 17:55:42",
      dataNascimento: "1998-07-12",
      link_quitacao: "https://demo.sgp.net.br/api/declaracao/quitacao/…/2023",
    },
  ],
};

const titulos_1_3 = {
  paginacao: { offset: 0, limit: 250, parcial: 118, total: 118 },
  titulos: [
    {
      id: 72554,
      clienteContrato: 1879,
      link: "https://snitelecom.sgp.net.br/boleto/73103-VWI6MBJ6L4/",
      link_cobranca: "https://snitelecom.sgp.net.br/public/cobranca/73103-VWI6MBJ6L4/",
      status: "aberto",
      valorCorrigido: 5.0,
      codigoBarras: "99999152900000005000000060000000043600000000",
      linhaDigitavel: "",
      codigoPix: "",
      dataVencimento: "2026-08-05",
    },
  ],
};

const ordens_1_5 = {
  ordens_servicos: [
    {
      id: 5512,
      ocorrencia: "2605071234",
      cliente: "MARIA SILVA",
      contrato: 1879,
      contrato_status: "Ativo",
      tipo: "SUPORTE N1",
      status: "Encerrada",
      motivo: "REPARO",
      pop: "POP 01 - CENTRO",
      responsavel: "EQUIPE A",
      usuario: "atendente1",
      usuario_finalizacao: "tecnico2",
      tecnicos_auxiliares: ["tecnico3"],
      data_cadastro: "2026-05-01",
      data_agendamento: "2026-05-02",
      data_finalizacao: "2026-05-02",
      hora_finalizacao: "17:05:00",
    },
  ],
  paginacao: { offset: 0, limit: 1000, parcial: 1, total: 1 },
};

const motivos_1_6 = [{ id: 6, descricao: "REPARO" }];

const chamado_1_7 = { status: 1, protocolo: "2605071234", razaoSocial: "…", msg: "…", contratoId: 308 };

const liberacao_1_8 = {
  status: 1,
  liberado: true,
  liberado_dias: 3,
  protocolo: "9999",
  razaoSocial: "X",
  cpfCnpj: "001",
  contratoId: 26515,
  data_promessa: "2026-05-10",
  msg: "Liberação via URA -\nServiço ID: 999, Login: LOGIN-PPPOE\nMotivo: Promessa de Pagamento\n",
};
const liberacaoFalha_1_8 = { status: 0, liberado: false, msg: "…" };
const tokenInvalido_1_0 = { status: 0, msg: "Token inválido" };

/** POST /api/central/contratos: the field names of docs/UPSTREAMS.md §5's source, lowercase; values made up. */
const centralContratos = {
  auth: true,
  contratos: [
    {
      contrato: 308,
      razaosocial: "NOVA SOLUTECH",
      cpfcnpj: "00111222000133",
      status: "Ativo ",
      vencimento: 10,
      emails: "",
      planointernet: "*400MB FIBRA RURAL",
      planointernet_valor: "99.90",
      planointernet_id: 7,
      endereco_instalacao: { logradouro: "RUA DA LADEIRA", numero: "1", bairro: "LADEIRA", cidade: "PARNAGUA", uf: "BA", cep: "64970-000" },
    },
  ],
};
const centralContratosRecusado = { auth: false, contratos: [], message: "…" };

describe("SGP contract: public example payloads of docs/UPSTREAMS.md §1", () => {
  it("§1.1 /clientes/ gives a typed client with its contract and service", () => {
    const [client] = parseUpstream("sgp", firstClientSchema, clientes_1_1).clientes;
    expect(client).toMatchObject({
      name: "Maria Silva",
      document: "11122233344",
      personType: "Pessoa Física",
      address: { street: "Rua A", complement: "", postalCode: "01000-000" },
      contacts: { phones: ["(11) 99999-9999"], mobiles: ["5511999999999"], emails: [] },
    });
    const contract = client.contracts[0]!;
    expect(contract).toEqual(
      expect.objectContaining({ id: 100, status: "ativo", statusReason: "", registeredOn: "2022-06-09", dueDay: null }),
    );
    expect(client.registeredOn).toBe("2022-06-09");
    expect(contract.services[0]).toMatchObject({
      id: 999,
      type: "internet",
      login: "maria.silva",
      plan: { id: 12, description: "Premium 100MB" },
      ip: "100.64.0.10",
      wifiSsid: "",
      group: "",
      address: { city: "Sao Paulo", street: "" },
    });
  });

  it("§1.2 /consultacliente/ flat records read as a customer (an SGP without /clientes/), the central password apart", () => {
    const { contratos } = parseUpstream("sgp", consultaResponseSchema, consultacliente_1_2);
    const customer = customerFromFlatContracts(contratos, "00111222000133");
    expect(customer).toMatchObject({
      name: "NOVA SOLUTECH",
      document: "00111222000133",
      personType: "Pessoa Jurídica",
      registeredOn: "2022-06-09",
      address: { street: "RUA DA LADEIRA", number: "", district: "LADEIRA", city: "PARNAGUA", state: "BA", postalCode: "64970-000" },
      contacts: { phones: ["(55) 94643-1198"], mobiles: [], emails: [] },
    });
    expect(customer.contracts).toEqual([
      expect.objectContaining({ id: 308, status: "cancelado", statusReason: "", dueDay: null, registeredOn: "2022-06-09" }),
    ]);
    expect(customer.contracts[0]!.services).toEqual([
      expect.objectContaining({
        id: null,
        type: "internet",
        plan: { id: null, description: "*400MB FIBRA RURAL" },
        login: "henrique.silva",
        group: "fibra",
      }),
    ]);
    expect(JSON.stringify(customer)).not.toContain("…");
    expect(parseUpstream("sgp", centralPasswordsSchema, consultacliente_1_2).contratos).toEqual(["…"]);
  });

  it("§5 /api/central/contratos: auth true or false is what the first login reads", () => {
    expect(parseUpstream("sgp", centralContractsSchema, centralContratos)).toEqual({ auth: true });
    expect(parseUpstream("sgp", centralContractsSchema, centralContratosRecusado)).toEqual({ auth: false });
  });

  it("§1.3 /titulos/ production sample", () => {
    const { titulos } = parseUpstream("sgp", invoicesResponseSchema, titulos_1_3);
    expect(titulos[0]).toMatchObject({
      id: 72554,
      contractId: 1879,
      status: "aberto",
      amountDue: 5,
      dueDate: "2026-08-05",
      paidOn: null,
      digitableLine: "",
      barcode: "99999152900000005000000060000000043600000000",
      link: "https://snitelecom.sgp.net.br/boleto/73103-VWI6MBJ6L4/",
      chargeLink: "https://snitelecom.sgp.net.br/public/cobranca/73103-VWI6MBJ6L4/",
    });
  });

  it("§1.5 /ordemservico/list/ sample", () => {
    const { ordens_servicos } = parseUpstream("sgp", serviceOrdersResponseSchema, ordens_1_5);
    expect(ordens_servicos[0]).toMatchObject({
      id: 5512,
      number: "2605071234",
      status: "encerrada",
      reason: "REPARO",
      contractId: 1879,
      assistantTechnicians: ["tecnico3"],
      openedDate: "2026-05-01",
      scheduledDate: "2026-05-02",
      closedTime: "17:05:00",
    });
  });

  it("§1.6 motive catalogue, bare array and wrapper object", () => {
    expect(parseUpstream("sgp", ticketReasonsResponseSchema, motivos_1_6)).toEqual([
      { id: 6, code: null, description: "REPARO", active: true },
    ]);
    expect(parseUpstream("sgp", ticketReasonsResponseSchema, { motivos: motivos_1_6 })).toHaveLength(1);
  });

  it("§1.7 /chamado/ answer, as an object and as a one-element array", () => {
    expect(parseUpstream("sgp", ticketResponseSchema, chamado_1_7)).toMatchObject({ status: 1, protocolo: "2605071234" });
    expect(parseUpstream("sgp", ticketResponseSchema, [chamado_1_7])).toMatchObject({ status: 1, protocolo: "2605071234" });
  });

  it("§1.8 /liberacaopromessa/ success and failure", () => {
    expect(parseUpstream("sgp", promiseResponseSchema, liberacao_1_8)).toMatchObject({
      status: 1,
      liberado: true,
      liberado_dias: 3,
      protocolo: "9999",
      data_promessa: "2026-05-10",
    });
    expect(parseUpstream("sgp", promiseResponseSchema, liberacaoFalha_1_8)).toMatchObject({ status: 0, liberado: false, msg: "…" });
  });

  it("§1.0 the SGP's 403 for wrong or missing credentials is not a business failure envelope", () => {
    for (const detail of ["Credenciais de autenticação incorretas.", "As credenciais de autenticação não foram fornecidas."]) {
      expect(failureEnvelopeSchema.safeParse({ detail }).success).toBe(false);
    }
  });

  it("§1.0 failure envelope", () => {
    expect(failureEnvelopeSchema.safeParse(tokenInvalido_1_0).data).toEqual({ status: 0, msg: "Token inválido" });
    expect(failureEnvelopeSchema.safeParse(titulos_1_3).success).toBe(false);
  });
});
