import type { Catalog } from "../../types.ts";

export default {
  appSubtitle: "Vídeo chat aleatório com estranhos",
  aiSubtitle: "Ferramentas e chat de IA que escrevem com você",
  skipToContent: "Pular para o conteúdo",
  nav: {
    label: "Principal",
    videoChat: "Vídeo chat",
    admin: "Administração",
  },
  language: {
    choose: "Escolher idioma",
  },
  footer: {
    label: "Site",
    videoChat: "Vídeo chat",
    chatRooms: "Salas de bate-papo",
    tiktok: "Vídeos curtos",
    stories: "Stories e Descobrir",
    pages: "Páginas",
    terms: "Termos de Serviço",
    privacy: "Política de Privacidade",
    rules: "Regras",
    contact: "Contato",
    languages: "Idiomas",
    copyright: "© {{year}} {{appName}}. Todos os direitos reservados.",
  },
  error: {
    notFoundTitle: "Página não encontrada",
    title: "Algo deu errado",
    goHome: "Ir para o início",
    goVideoChat: "Ir para o vídeo chat",
  },
  notifications: {
    label: "Notificações",
    close: "Fechar notificação",
  },
  update: {
    available: "Uma nova versão do site está disponível.",
    reload: "Recarregar",
    later: "Depois",
  },
} satisfies Catalog<"common">;
