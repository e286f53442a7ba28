/** Texts of the connection screens: the dashboard's 'Conexão Internet' card and /internet. */

/** "YYYY-MM-DD HH:MM" → "dd/mm/aaaa às HH:MM". */
export function formatMoment(moment: string): string {
  const [date = "", time = ""] = moment.split(" ");
  const [y, m, d] = date.split("-");
  return `${d}/${m}/${y}${time ? ` às ${time}` : ""}`;
}

const dbm = (value: number) => `${value.toLocaleString("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 2 })} dBm`;

export const connectionMessages = {
  sectionTitle: "Sua conexão",
  sectionDescription: "O estado de cada conexão de internet, como o sistema do provedor informa agora.",
  failed: "Não foi possível consultar a sua conexão agora.",
  errorTitle: "Conexão indisponível",
  retry: "Tentar Novamente",
  retrying: "Tentando...",
  none: "Nenhuma conexão de internet ativa nos seus contratos.",
  details: "Ver detalhes da conexão",
  service: (plan: string, contractId: number) => `${plan || "Internet"} · contrato ${contractId}`,
  state: {
    online: "Online",
    offline: "Offline",
    blocked: "Bloqueada",
    unknown: "Indefinido",
  },
  since: {
    online: (moment: string) => `Conectada desde ${formatMoment(moment)}`,
    offline: (moment: string) => `Desconectada desde ${formatMoment(moment)}`,
  },
  blockedDetail: (reason: string) => (reason ? `Contrato suspenso (${reason})` : "Contrato suspenso"),
  blockedHelp: "A conexão volta quando o contrato for liberado. Veja as suas faturas em aberto ou peça uma liberação em confiança.",
  invoices: "Ver faturas",
  trustRelease: "Liberação em Confiança",
  unknownDetail: (said: string) =>
    said ? `O sistema do provedor informou: “${said}”.` : "O sistema do provedor não informou o estado desta conexão.",
  signal: {
    title: "Sinal da fibra",
    grade: { good: "Bom", weak: "Fraco", critical: "Crítico" },
    gradeHelp: {
      good: "O sinal que chega ao seu equipamento está dentro do esperado.",
      weak: "O sinal está abaixo do ideal e pode causar lentidão ou quedas.",
      critical: "O sinal está muito baixo: a conexão pode cair. Se houver problemas, abra um chamado.",
    },
    received: (value: number) => `Recebido: ${dbm(value)}`,
    sent: (value: number) => `Enviado: ${dbm(value)}`,
    measuredAt: (moment: string) => `Leitura do sistema do provedor em ${formatMoment(moment)}.`,
    stale: "Esta leitura é antiga e pode não refletir o sinal de agora.",
    none: "O sistema do provedor não tem leitura de sinal deste equipamento.",
    failed: "Não foi possível consultar o sinal da fibra agora.",
  },
  outage: {
    title: "Manutenção na sua região",
    expectedEnd: (moment: string) => `Previsão de normalização: ${formatMoment(moment)}`,
    noEnd: "O provedor ainda não informou a previsão de normalização.",
    noTicket: "Não é preciso abrir chamado: a equipe do provedor já está cuidando disso.",
    failed: "Não foi possível consultar as manutenções na sua região agora.",
    card: "Manutenção na sua região",
  },
  offlineHelp: {
    title: "O que fazer",
    steps: [
      "Desligue o roteador (e o modem de fibra, se forem aparelhos separados) da tomada.",
      "Aguarde 30 segundos e ligue novamente.",
      "Espere de 2 a 3 minutos, até as luzes do aparelho se estabilizarem.",
    ],
    remote: "Se o provedor gerencia o seu roteador, você também pode reiniciá-lo pelo portal:",
    remoteLink: "Reiniciar pelo portal",
    stillOffline: "Continua sem conexão? Abra um chamado: o diagnóstico já vai preenchido.",
    openTicket: "Abrir chamado",
    diagnosis: (contractId: number, login: string, since: string | null) =>
      `Diagnóstico da Central do Assinante: a conexão${login ? ` ${login}` : ""} do contrato ${contractId} está offline${
        since ? ` desde ${formatMoment(since)}` : ""
      }, sem manutenção registrada na região. O assinante foi orientado a reiniciar o roteador antes de abrir este chamado.`,
  },
} as const;

export const internetPageMessages = {
  title: "Consumo Internet",
  description: "O estado da sua conexão, o sinal da fibra, as manutenções na sua região e o seu consumo.",
} as const;

export const usageMessages = {
  title: "Consumo",
  description: "O uso da sua internet neste mês e nos 6 anteriores, como o sistema do provedor registra.",
  contract: (id: number, plan: string) => `Contrato ${id}${plan ? ` · ${plan}` : ""}`,
  failed: "Não foi possível consultar o seu consumo agora.",
  errorTitle: "Consumo indisponível",
  thisMonth: (value: string) => `Neste mês: ${value}`,
  chart: (contract: number) => `Consumo mensal do contrato ${contract}, em gigabytes`,
  table: { caption: "Consumo por mês", month: "Mês", download: "Download", upload: "Upload", total: "Total" },
  noCap: "O provedor não informa franquia para este plano.",
} as const;

const mbit = (value: number) => `${value.toLocaleString("pt-BR", { maximumFractionDigits: 1 })} Mbit/s`;
const ms = (value: number) => `${value.toLocaleString("pt-BR", { maximumFractionDigits: 1 })} ms`;

export const speedMessages = {
  title: "Teste de velocidade",
  explain:
    "Mede a velocidade de download e upload, a latência e o jitter entre este aparelho e o servidor da central do seu provedor. O resultado depende também do Wi-Fi e do aparelho; nenhum dado vai para terceiros.",
  start: "Iniciar teste",
  running: {
    latency: "Medindo a latência...",
    download: "Medindo o download...",
    upload: "Medindo o upload...",
  },
  done: "Teste concluído.",
  failed: "O teste não pôde terminar. Verifique a sua conexão e tente de novo.",
  limited: "Você fez muitos testes em pouco tempo. Tente de novo mais tarde.",
  download: "Download",
  upload: "Upload",
  latency: "Latência",
  jitter: "Jitter",
  mbit,
  ms,
  last: "Últimos resultados",
  none: "Nenhum teste feito ainda.",
  at: (when: string) => `Teste de ${when}`,
  attach: "Abrir chamado com este resultado",
  ticket: (when: string, r: { download: number; upload: number; latency: number; jitter: number }) =>
    `Teste de velocidade da Central do Assinante em ${when}, medido entre o navegador do assinante e o servidor da central: download ${mbit(r.download)}, upload ${mbit(r.upload)}, latência ${ms(r.latency)}, jitter ${ms(r.jitter)}.`,
} as const;
