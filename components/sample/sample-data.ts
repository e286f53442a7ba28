/** The spec's hard-coded sample figures for 'Consumo Internet' and 'Meu Equipamento'. */
export const internetSample = {
  pingMs: 12,
  monthlyUsageGb: 458.5,
  categories: [
    { id: "video", label: "Streaming de vídeo", percent: 65, gb: 298 },
    { id: "web", label: "Navegação web", percent: 20, gb: 92 },
    { id: "downloads", label: "Downloads e jogos", percent: 15, gb: 68 },
  ],
  speed: { downloadMbps: 187, uploadMbps: 95, pingMs: 12, jitterMs: 2 },
  diagnostics: [
    "Conexão estável, sem quedas nas últimas 24 horas",
    "Latência baixa: ideal para jogos e chamadas de vídeo",
    "Velocidade dentro do contratado",
  ],
} as const;

export type DeviceKind = "notebook" | "smartphone" | "tv" | "console";

export const equipmentSample = {
  router: { model: "Roteador Dual Band AC1200", ip: "192.168.0.1", firmware: "v2.4.1", uptime: "12 dias" },
  wifi: { ssid: "MinhaCasa_WiFi", password: "senha-exemplo-123" },
  devices: [
    { id: 1, name: "Notebook", kind: "notebook", ip: "192.168.0.10", connection: "Wi-Fi 5 GHz" },
    { id: 2, name: "Smartphone", kind: "smartphone", ip: "192.168.0.11", connection: "Wi-Fi 5 GHz" },
    { id: 3, name: "Smart TV da sala", kind: "tv", ip: "192.168.0.12", connection: "Cabo" },
    { id: 4, name: "Console de videogame", kind: "console", ip: "192.168.0.13", connection: "Wi-Fi 2,4 GHz" },
  ],
} as const;

const decimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

/** '458,5 GB' */
export function formatGb(value: number): string {
  return `${decimal.format(value)} GB`;
}
