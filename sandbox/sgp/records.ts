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
  /** The link as `exibir_conexao` tells it: online or offline since "YYYY-MM-DD HH:MM:SS" (docs/SGP-ENDPOINTS.md §3). */
  link: { online: boolean; since: string };
  /** The FTTx ONU, where the provider registered one (docs/SGP-ENDPOINTS.md §3). */
  onu: SgpOnu | null;
  /** The router as `cpemanage` reads it; null where the provider has no CPE manager for it (docs/SGP-ENDPOINTS.md §6). */
  cpe: SgpCpe | null;
};

/** `cpemanage`'s `info` (docs/SGP-ENDPOINTS.md §6); a POST changes it and `resets` counts the ONU's restarts. */
export type SgpCpe = {
  model: string;
  manufacturer: string;
  version: string;
  wifi_ssid: string;
  wifi_password: string;
  wifi_enabled: boolean;
  wifi_ssid_5ghz: string;
  wifi_password_5ghz: string;
  wifi_enabled_5ghz: boolean;
  online_host_num: number;
  pppoe_user: string;
  pppoe_password: string;
};

/** An ONU of `/api/fttx/onu/list/`: dBm as strings, as SGP writes them ("N/A" or a "dBm" suffix seen too). */
export type SgpOnu = {
  resets: number;
  id: number;
  olt_id: number;
  olt_name: string;
  phy_addr: string;
  info_rx: string;
  info_tx: string;
  info_date: string;
};

/** An item of `/api/ura/manutencao/list/` (docs/SGP-ENDPOINTS.md §4). */
export type SgpMaintenance = {
  id: number;
  descricao: string;
  data_inicial: string;
  data_final: string;
  observacoes: string;
  enviar_sms: number;
  ativa: number;
  status: number;
  severidade: number;
  mensagem_central: string;
  mensagem_ura: string;
  pops: { id: number; cidade: string; uf: string }[];
  olts: { id: number; nome: string }[];
  ctos: { id: number; nome: string }[];
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
  maintenances: SgpMaintenance[];
  nextOrderId: number;
  nextProtocol: number;
};
