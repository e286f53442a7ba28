import type { Brand } from "@/config/brands";

export type LegalSection = { title: string; paragraphs: string[] };

export const LEGAL_UPDATED_AT = "01/11/2026";

export function termsSections(brand: Brand): LegalSection[] {
  return [
    {
      title: "1. Sobre a Central do Assinante",
      paragraphs: [
        `A Central do Assinante é o canal digital da ${brand.legalName} ("${brand.name}") para que os seus clientes consultem faturas, realizem pagamentos, acompanhem contratos e serviços, abram solicitações de suporte e recebam comunicados.`,
        "Ao acessar a Central, você declara ter lido e concordado com estes Termos de Uso e com a Política de Privacidade.",
      ],
    },
    {
      title: "2. Acesso e senha",
      paragraphs: [
        "O acesso é pessoal e feito com o CPF ou CNPJ do titular do contrato e a senha da central. Você é responsável por manter a senha em sigilo e por todas as ações realizadas com ela.",
        "Por segurança, tentativas repetidas de acesso com senha incorreta bloqueiam temporariamente novas tentativas. A sessão expira automaticamente após 24 horas.",
      ],
    },
    {
      title: "3. Faturas e pagamentos",
      paragraphs: [
        "Os valores, vencimentos e situações das faturas exibidos na Central são os registrados no sistema de gestão do provedor no momento da consulta.",
        "PIX e boletos são gerados por instituição de pagamento parceira. A confirmação do pagamento depende da compensação bancária e pode levar até 3 dias úteis no caso de boletos.",
      ],
    },
    {
      title: "4. Liberação em confiança",
      paragraphs: [
        "A liberação em confiança é um desbloqueio temporário dos serviços suspensos, concedido uma vez por mês, com validade informada na tela da solicitação. Ela não quita débitos: a regularização do pagamento continua necessária para evitar nova suspensão.",
      ],
    },
    {
      title: "5. Uso adequado",
      paragraphs: [
        "É proibido usar a Central para tentar acessar dados de terceiros, sobrecarregar os sistemas ou burlar mecanismos de segurança. O provedor pode suspender o acesso em caso de uso indevido, sem prejuízo das medidas legais cabíveis.",
      ],
    },
    {
      title: "6. Disponibilidade e alterações",
      paragraphs: [
        "A Central pode passar por manutenções e ficar indisponível por períodos curtos. Estes termos podem ser atualizados; a versão vigente estará sempre nesta página, com a data da última atualização.",
        `Dúvidas sobre estes termos podem ser enviadas aos canais de atendimento da ${brand.name}.`,
      ],
    },
  ];
}

export function privacySections(brand: Brand): LegalSection[] {
  return [
    {
      title: "1. Quem trata os seus dados",
      paragraphs: [
        `A ${brand.legalName} ("${brand.name}") é a controladora dos dados pessoais tratados na Central do Assinante, nos termos da Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018 — LGPD).`,
      ],
    },
    {
      title: "2. Quais dados tratamos",
      paragraphs: [
        "Dados cadastrais (nome, CPF ou CNPJ, endereço, telefones e e-mails), dados do contrato e dos serviços (planos, logins de acesso, configurações de Wi-Fi), dados financeiros (faturas, pagamentos, PIX e boletos gerados), solicitações de suporte, sugestões, pedidos de liberação em confiança e dados técnicos de acesso (endereço IP, navegador, data e hora).",
      ],
    },
    {
      title: "3. Para que usamos",
      paragraphs: [
        "Para prestar os serviços contratados, permitir o acesso seguro à Central, emitir cobranças e confirmar pagamentos, atender solicitações de suporte, enviar notificações que você autorizar e cumprir obrigações legais e regulatórias, inclusive as da Anatel.",
        "As bases legais são a execução do contrato, o cumprimento de obrigação legal ou regulatória, o exercício regular de direitos e, para notificações push, o seu consentimento, que pode ser retirado a qualquer momento nas configurações de notificação.",
      ],
    },
    {
      title: "4. Com quem compartilhamos",
      paragraphs: [
        "Com a instituição de pagamento que gera PIX e boletos, com o fornecedor do sistema de gestão do provedor e com os serviços de hospedagem e banco de dados da Central, todos obrigados por contrato a proteger os dados. Não vendemos dados pessoais.",
      ],
    },
    {
      title: "5. Por quanto tempo guardamos",
      paragraphs: [
        "Os dados são mantidos enquanto o contrato estiver ativo e por até 5 (cinco) anos após o encerramento do contrato, para cumprimento de obrigações legais, regulatórias e defesa em processos. Depois desse prazo, são eliminados ou anonimizados.",
      ],
    },
    {
      title: "6. Segurança",
      paragraphs: [
        "Usamos conexões criptografadas, senhas armazenadas apenas em forma de hash, sessões com expiração automática, limitação de tentativas de acesso e registros de auditoria. Links de consulta de fatura expiram em 30 minutos.",
      ],
    },
    {
      title: "7. Seus direitos",
      paragraphs: [
        `Você pode pedir confirmação do tratamento, acesso, correção, anonimização, portabilidade, eliminação de dados tratados com consentimento e informações sobre compartilhamento, pelos canais de atendimento da ${brand.name}. Também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).`,
      ],
    },
  ];
}
