/** The records of the SGP sandbox (sandbox/sgp/dataset.ts), close to the SGP's own shapes. */

export type SgpAddress = {
  logradouro: string;
  numero: string;
  bairro: string;
  cidade: string;
  uf: string;
  cep: string;
  complemento: string | null;
};

/** A service; its state is its contract's (the SGP shows no status per service, docs/UPSTREAMS.md §1.1). */
export type SgpService = {
  id: number;
  tipo: "Internet" | "TV";
  grupo: string;
  plano: { id: number; descricao: string; valor: number };
  login: string;
  ip: string;
  mac: string;
  wifi_ssid: string;
  wifi_channel: string;
  wifi_password: string;
  wifi_ssid_5: string;
  wifi_channel_5: string;
  wifi_password_5: string;
  endereco: SgpAddress;
};

export type SgpContract = {
  id: number;
  status: "ativo" | "suspenso" | "cancelado";
  motivo_status: string;
  dataCadastro: string;
  vencimento: number;
  endereco: SgpAddress;
  contratoCentralLogin: string;
  contratoCentralSenha: string;
  promessasPagamentoMes: number;
  pop: { id: number; nome: string };
  servicos: SgpService[];
};

export type SgpCustomer = {
  id: number;
  nome: string;
  tipo: "Pessoa Física" | "Pessoa Jurídica";
  cpfcnpj: string;
  dataCadastro: string;
  dataNascimento: string | null;
  endereco: SgpAddress;
  contatos: { telefones: string[]; celulares: string[]; emails: string[] };
  contratos: SgpContract[];
};

export type SgpTitulo = {
  id: number;
  clienteId: number;
  contrato: number;
  numeroDocumento: number;
  status: "aberto" | "pago" | "cancelado";
  portador: string;
  valor: number;
  valorCorrigido: number;
  valorPago: number | null;
  valorDesconto: number;
  dataEmissao: string;
  dataVencimento: string;
  dataPagamento: string | null;
  /** Amount received by partial settlements (`liquidacao_parcial=1`) while the title stays open. */
  valorPagoParcial: number;
  demonstrativo: string;
  codigoBarras: string;
  linhaDigitavel: string;
  codigoPix: string;
  /** "{base}" stands for the sandbox's own URL; "null" is the SGP's unset-host placeholder. */
  link: string;
  link_cobranca: string;
};

export type SgpServiceOrder = {
  id: number;
  ocorrencia: string;
  cliente: string;
  contrato: number;
  contrato_status: string;
  tipo: string;
  status: string;
  motivo: string;
  pop: string;
  conteudo: string;
  responsavel: string;
  usuario: string;
  usuario_finalizacao: string;
  tecnicos_auxiliares: string[];
  classificacoes: string[];
  data_cadastro: string;
  hora_cadastro: string;
  data_agendamento: string | null;
  hora_agendamento: string | null;
  data_finalizacao: string | null;
  hora_finalizacao: string | null;
};

/** A ticket reason; the catalogue lists only the active ones, as `{id, descricao}` or `{codigo, descricao}`. */
export type SgpMotive = { id: number; codigo: string; descricao: string; ativo: boolean };

/**
 * A settlement `baixar` accepted (docs/SGP-ENDPOINTS.md §2), as sent: what GET /sandbox/baixas
 * lists, one per accepted call.
 */
export type SgpBaixa = {
  titulo: number;
  data_pagamento: string;
  valor_pago: string;
  forma_pagamento: string;
  observacao: string;
};

export type SgpDataset = {
  customers: SgpCustomer[];
  titulos: SgpTitulo[];
  baixas: SgpBaixa[];
  /** PPPoE logins whose session `/ws/radius/disconnect/` ended, in order. */
  disconnects: string[];
  orders: SgpServiceOrder[];
  motives: SgpMotive[];
  nextOrderId: number;
  nextProtocol: number;
};
