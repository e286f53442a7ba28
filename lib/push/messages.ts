/** Texts of the push settings panel and of the test push (spec wording kept as written). */
export const pushMessages = {
  settingsTitle: "Configurações",
  settingsDescription: "Receba avisos no navegador mesmo com o portal fechado.",
  toggleLabel: "Notificações push",
  testButton: "Testar Notificacao",
  status: {
    checking: "Verificando suporte do navegador...",
    on: "Ativadas neste navegador.",
    off: "Desativadas neste navegador.",
    busy: "Aguarde...",
    denied: "Permissao para notificacoes negada",
    deniedHelp: "Libere as notificações deste site nas configurações do navegador para ativá-las.",
    unsupported: "Este navegador não oferece suporte a notificações push.",
    noServiceWorker: "Não foi possível registrar o serviço de notificações neste navegador.",
    notConfigured: "As notificações push não estão disponíveis neste servidor.",
  },
  iosHomeScreen:
    "No iPhone, adicione a Central à Tela de Início (Compartilhar → Adicionar à Tela de Início) para receber notificações.",
  enabled: "Notificações push ativadas",
  disabled: "Notificações push desativadas",
  enableFailed: "Não foi possível ativar as notificações push. Tente novamente.",
  disableFailed: "Não foi possível desativar as notificações push. Tente novamente.",
  testNeedsSubscription: "Ative as notificações push para enviar um teste.",
  testTitle: "Notificação de teste",
  testBody: "As notificações push estão funcionando neste navegador.",
  testSent: (count: number) =>
    count === 1 ? "Notificação de teste enviada." : `Notificação de teste enviada para ${count} navegadores.`,
  testNotDelivered: "Nenhum navegador inscrito recebeu o teste. Desative e ative as notificações push novamente.",
  testFailed: "Não foi possível enviar a notificação de teste.",
} as const;
