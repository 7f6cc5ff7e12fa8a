import type { Catalog } from "../../types.ts";

export default {
  reasons: {
    nudity: "Nudez ou conteúdo sexual na câmera",
    minor: "Qualquer coisa envolvendo menores de 18 anos",
    harassment: "Assédio ou ódio",
    violence: "Violência ou ameaças",
    spam: "Spam, publicidade ou golpes",
    other: "Outra violação das regras",
  },
  evidence: {
    report: "Uma denúncia da pessoa com quem você conversava",
    conversation: "As últimas mensagens dessa conversa",
    capture: "Fotos de segurança da sua própria câmera",
    automatedCheck: "Uma verificação automática de imagem",
    reportVolume: "Várias pessoas denunciaram você em poucos minutos",
    moderatorReview: "A análise de um moderador sobre o seu uso do chat",
  },
  ban: {
    title: "Você não pode usar o videochat agora",
    intro:
      "Este navegador foi banido do videochat por violar as regras. Veja o motivo, por quanto tempo e como pedir uma revisão.",
    why: "Por quê",
    rules: "Ler as regras",
    evidenceTitle: "Em que a decisão se baseia",
    automated:
      "Este banimento começou automaticamente, antes que um moderador olhasse. Um moderador vai revisá-lo.",
    byModerator: "Um moderador tomou esta decisão.",
    howLong: "Por quanto tempo",
    until: "Até {{date}}",
    permanent: "Permanente",
    appealTitle: "Pedir uma revisão",
    appealIntro:
      "Acha que foi um engano? Conte o que aconteceu. Um moderador diferente de quem decidiu vai analisar. Você pode recorrer até {{date}}.",
    appealLabel: "O que aconteceu?",
    appealHint: "Entre 10 e 2000 caracteres. Nunca inclua senhas, endereços ou telefones.",
    appealSubmit: "Enviar recurso",
    appealSending: "Enviando…",
    appealSent:
      "Seu recurso foi enviado em {{date}}. Um moderador vai decidir; volte aqui para ver a resposta.",
    appealRejected: "Seu último recurso foi analisado em {{date}} e o banimento foi mantido.",
    appealOver: "O prazo para recorrer desta decisão terminou.",
    errors: {
      appealOpen: "Já existe um recurso aguardando decisão.",
      appealWindowOver: "O prazo para recorrer desta decisão terminou.",
      robotCheck: "A verificação anti-robô falhou. Tente novamente.",
      rateLimited: "Muitas tentativas. Tente novamente mais tarde.",
    },
  },
  warning: {
    title: "Uma advertência dos moderadores",
    text: "Você foi denunciado por: {{reason}}. Siga as regras: da próxima vez isso pode levar a um banimento.",
    ok: "Entendi",
  },
  outcome: {
    accepted: "Seu recurso foi aceito: o banimento acabou e você pode conversar de novo.",
    rejected: "Seu recurso foi analisado e o banimento foi mantido, até {{date}}.",
    rejectedPermanent: "Seu recurso foi analisado e o banimento foi mantido.",
    ok: "Certo",
  },
  blur: {
    setting: "Desfocar nudez",
    settingHint: "Verificado só neste aparelho: nenhuma imagem sai dele.",
    overlay: "Este vídeo pode mostrar nudez, por isso está desfocado.",
    show: "Mostrar mesmo assim",
    report: "Denunciar",
  },
} satisfies Catalog<"moderation">;
