import { formatMoment } from "@/lib/connection/messages";

/** The outage notice (notification and push) and the command's summary. */
export const outageMessages = {
  title: "Manutenção na sua região",
  message: (text: string, endsAt: string | null) => `${text}${endsAt ? ` Previsão de normalização: ${formatMoment(endsAt)}.` : ""}`,
  summary: {
    missing: "Manutenções: o SGP deste provedor não tem o módulo de manutenções; nada a avisar.",
    line: (s: { ongoing: number | null; subscribers: number; sent: number; alreadySent: number; pushes: number }) =>
      `Manutenções: ${s.ongoing ?? 0} em andamento, ${s.subscribers} assinantes com o portal instalado, ${s.sent} avisos enviados, ${s.alreadySent} já enviados antes, ${s.pushes} pushes entregues.`,
    failures: (s: { sgpFailures: number; errors: number }) =>
      `Manutenções: ${s.sgpFailures} assinantes sem resposta do SGP e ${s.errors} avisos não gravados; a próxima execução tenta de novo.`,
  },
} as const;
