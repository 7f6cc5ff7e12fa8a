import type { Catalog } from "../../types.ts";

export default {
  keywords:
    "vídeo chat aleatório, conversar com estranhos, vídeo chat grátis, bate-papo por vídeo, chat com webcam, conhecer pessoas",
  pages: {
    home: {
      title: "Vídeo chat aleatório com estranhos",
      description:
        "Conheça pessoas novas do mundo todo em um vídeo chat aleatório e grátis. Sem cadastro: libere a câmera e comece a conversar.",
    },
    chat: {
      title: "Vídeo chat",
      heading: "Vídeo chat com estranhos",
      description: "Comece agora um vídeo chat aleatório grátis e conheça uma pessoa nova com um clique.",
    },
    appHome: {
      title: "Tudo no Acaso",
      description:
        "Vídeo chat, salas de bate-papo, páginas e ajuda: tudo o que o Acaso oferece em um só lugar.",
    },
    randomVideoChat: {
      title: "Vídeo chat aleatório",
      heading: "Vídeo chat aleatório",
      description:
        "Vídeo chat aleatório grátis: encontre um estranho na hora e pule para o próximo quando quiser.",
    },
    alternative: { title: "Alternativa", description: "Uma alternativa grátis de vídeo chat aleatório." },
    contact: {
      title: "Contato",
      description: "Dúvidas, sugestões ou uma denúncia? Envie uma mensagem para a equipe do Acaso.",
    },
    privacyPolicy: {
      title: "Política de Privacidade",
      description:
        "Quais dados o Acaso trata quando você usa o vídeo chat, por quê, e quais são os seus direitos.",
    },
    rules: {
      title: "Regras",
      description: "As regras que todos seguem no Acaso para o vídeo chat continuar amigável e seguro.",
    },
    terms: {
      title: "Termos de Serviço",
      description: "Os termos que valem quando você usa o vídeo chat aleatório do Acaso.",
    },
    authLogin: { title: "Entrar" },
    authOauthLogin: { title: "Entrar com outra conta" },
    authOauthRedirect: { title: "Concluindo o acesso" },
    authResetPassword: { title: "Redefinir senha" },
    authForgotPassword: { title: "Esqueci minha senha" },
    social: { title: "Social" },
    socialChats: { title: "Conversas" },
    socialChatRoom: { title: "Salas de bate-papo" },
    userAccount: { title: "Minha conta" },
    stories: { title: "Stories" },
    tiktok: { title: "Vídeos curtos" },
    tiktokPopular: { title: "Vídeos curtos populares" },
    tiktokHashtag: { title: "Vídeos curtos por hashtag" },
    tiktokHashtagPopular: { title: "Vídeos populares de uma hashtag" },
    tiktokDownload: { title: "Baixar vídeos curtos" },
    admin: { title: "Administração" },
    adminLogin: { title: "Acesso do administrador" },
    adminAdsConfig: { title: "Configurações de anúncios" },
    adminRewardConfig: { title: "Configurações de recompensas" },
    adminSafeConfig: { title: "Configurações do controle de segurança" },
    adminSafe: { title: "Controle de segurança" },
    adminSdaManagerConfig: { title: "Configurações do gerenciador de anúncios" },
    adminSdaStoriesPreview: { title: "Anúncios entre stories (prévia)" },
    adminDiscoverConfig: { title: "Configurações das publicações do Descobrir" },
    adminDiscoverList: { title: "Publicações do Descobrir" },
    adminAudit: { title: "Trilha de auditoria" },
    adminVideos: { title: "Vídeos curtos" },
    adminRooms: { title: "Salas de bate-papo" },
    adminUsers: { title: "Usuários" },
    adminBans: { title: "Banimentos" },
    adminAppeals: { title: "Recursos" },
    adminReload: { title: "Recarga forçada" },
    adminSecurity: { title: "Login em dois fatores" },
    slug: { title: "Página" },
  },
  placeholder: {
    description: "Esta parte do Acaso está sendo preparada.",
    text: "Esta página está sendo preparada e estará disponível em breve. Enquanto isso, o vídeo chat está aberto.",
    cta: "Abrir o vídeo chat",
  },
  home: {
    heading: "Converse com estranhos por vídeo, agora mesmo",
    lead: "Um clique e você fica cara a cara com alguém novo de qualquer lugar do mundo. Grátis e sem precisar de conta.",
    cta: "Começar o vídeo chat",
    note: "Você precisa de câmera e microfone. É preciso ter 18 anos ou mais.",
    featuresTitle: "Por que as pessoas escolhem o Acaso",
    features: {
      instant: {
        title: "Conexão na hora",
        text: "Você encontra alguém em segundos. Não combinou? Pule para a próxima pessoa quando quiser.",
      },
      anonymous: {
        title: "Sem cadastro",
        text: "Sem perfil, sem e-mail, sem telefone. Você decide o que compartilhar na conversa.",
      },
      safe: {
        title: "Moderado e seguro",
        text: "Regras claras, botão de denúncia em toda conversa e moderadores que agem a partir das denúncias.",
      },
    },
    stepsTitle: "Como funciona",
    steps: {
      allow: "Permita o acesso à câmera e ao microfone quando o navegador pedir.",
      start: "Aperte o botão de começar: procuramos alguém que também está esperando.",
      next: "Diga olá. Aperte próximo para conhecer outra pessoa ou pare quando quiser.",
    },
    safetyTitle: "Seja gentil, fique seguro",
    safetyText:
      "Nunca passe senhas, endereços ou dados bancários para estranhos. Se alguém desrespeitar as regras, denuncie e siga em frente: a conversa termina na hora.",
    readRules: "Leia as regras da comunidade",
    alternativesTitle: "Procurando uma alternativa?",
  },
  appHome: {
    heading: "Tudo no Acaso",
    lead: "Escolha para onde ir: conheça alguém novo por vídeo, entre em uma sala de bate-papo ou leia nossas páginas.",
    sections: {
      videoChat: { title: "Vídeo chat", text: "Converse cara a cara com um estranho aleatório." },
      randomVideoChat: {
        title: "Vídeo chat aleatório",
        text: "O clássico: um clique, uma pessoa nova a cada vez.",
      },
      chatRooms: {
        title: "Salas de bate-papo",
        text: "Entre em uma sala e converse por texto com várias pessoas.",
      },
      stories: { title: "Stories", text: "Veja o que a comunidade está compartilhando." },
      tiktok: { title: "Vídeos curtos", text: "Vídeos curtos populares, por hashtag." },
      contact: { title: "Contato", text: "Escreva para nós com dúvidas ou sugestões." },
    },
    pagesTitle: "Páginas",
    legalTitle: "Regras e políticas",
  },
  contact: {
    heading: "Fale conosco",
    lead: "Dúvidas, sugestões, propostas de parceria ou um problema para relatar: escreva para nós e responderemos por e-mail.",
    fields: {
      name: "Nome",
      email: "E-mail",
      subject: "Assunto",
      message: "Mensagem",
    },
    send: "Enviar mensagem",
    sending: "Enviando…",
    success: "Obrigado! Sua mensagem foi enviada.",
    rateLimited: "Você enviou várias mensagens em pouco tempo. Tente novamente mais tarde.",
    robotCheck: "A verificação anti-robô não foi concluída. Envie a mensagem novamente.",
  },
  alternatives: {
    title: "Alternativa grátis ao {{name}}",
    keywords:
      "alternativa ao {{name}}, sites como {{name}}, {{name}} grátis, vídeo chat aleatório, conversar com estranhos",
    heading: "A alternativa grátis ao {{name}}",
    linkText: "Alternativa ao {{name}}",
    cta: "Começar o vídeo chat",
    aboutTitle: "Sobre o {{name}}",
    differenceTitle: "O que o Acaso faz diferente do {{name}}",
    pointsTitle: "O que você encontra no Acaso",
    othersTitle: "Outras alternativas",
    points: {
      free: {
        title: "Grátis para todos",
        text: "Vídeo chat sem taxas, créditos ou plano pago bloqueando o básico.",
      },
      noSignup: {
        title: "Comece sem conta",
        text: "Libere a câmera, aperte começar e converse. Nada para preencher antes.",
      },
      moderated: {
        title: "Moderação que funciona",
        text: "Regras que são cumpridas, denúncias que são lidas e banimento para abusos.",
      },
      languages: {
        title: "No seu idioma",
        text: "O site inteiro em português, espanhol, inglês, alemão, francês e italiano.",
      },
    },
    targets: {
      omegle: {
        description:
          "O Omegle fechou em 2023. O Acaso é uma alternativa grátis ao Omegle: vídeo chat aleatório com estranhos, sem cadastro e com moderação.",
        intro:
          "O Omegle fechou as portas em novembro de 2023, depois de catorze anos. Se você sente falta de conhecer estranhos por vídeo, o Acaso funciona do jeito que você lembra: um clique e vocês já estão conversando.",
        about:
          "O Omegle foi um dos primeiros sites a juntar dois estranhos em um chat de texto ou vídeo. A simplicidade o tornou famoso, mas a falta de moderação e os custos crescentes levaram o fundador a encerrá-lo.",
        difference:
          "O Acaso mantém a simplicidade e acrescenta o que faltava ao Omegle: regras claras, um botão de denúncia em toda conversa e moderadores que agem a partir das denúncias, para que conhecer pessoas continue divertido.",
      },
      chatroulette: {
        description:
          "Procurando uma alternativa ao Chatroulette? O Acaso conecta você a pessoas aleatórias por vídeo, de graça e sem conta.",
        intro:
          "O Chatroulette ficou famoso por pular de uma webcam para outra. O Acaso traz a mesma surpresa de um rosto novo a cada clique, em um ambiente mais leve e amigável.",
        about:
          "O Chatroulette surgiu em 2009 e virou fenômeno graças ao botão de próximo. Com o tempo, passou a exigir login e adicionou filtros para combater abusos.",
        difference:
          "No Acaso você começa sem criar conta, a página carrega rápido mesmo em conexão móvel, e as regras da comunidade ficam visíveis e valem desde o primeiro segundo.",
      },
      ometv: {
        description:
          "Uma alternativa ao OmeTV que roda no navegador: vídeo chat aleatório grátis com pessoas do mundo todo, sem instalar aplicativo.",
        intro:
          "O OmeTV é popular pelo aplicativo de celular. O Acaso roda direto no navegador, no celular ou no computador, sem instalação e sem conta.",
        about:
          "O OmeTV é um serviço de vídeo chat aleatório com aplicativos para Android e iOS e um site, conhecido pelos filtros de país e gênero.",
        difference:
          "O Acaso não precisa de nada instalado: abra a página e converse. O site é traduzido para seis idiomas e funciona bem até em celulares mais antigos.",
      },
      emeraldChat: {
        description:
          "Uma alternativa mais simples ao Emerald Chat: vídeo chat aleatório com estranhos, grátis, sem sistema de karma e sem cadastro.",
        intro:
          "O Emerald Chat tenta ser um Omegle mais social, com interesses, karma e amigos. Se você prefere algo direto, o Acaso está a um clique de uma nova conversa.",
        about:
          "O Emerald Chat é um site de bate-papo com modos de texto e vídeo, combinação por interesses, sistema de reputação e um plano pago com filtros extras.",
        difference:
          "O Acaso foca no que importa: uma conversa de vídeo rápida e moderada. Sem pontos, sem níveis e sem plano pago para o essencial.",
      },
      chatrandom: {
        description:
          "Uma alternativa ao Chatrandom sem paywall: vídeo chat aleatório grátis com estranhos, moderado e no seu idioma.",
        intro:
          "O Chatrandom oferece salas e filtros, muitos deles atrás de uma assinatura. No Acaso o vídeo chat é grátis e funciona igual para todos.",
        about:
          "O Chatrandom é um site de vídeo chat aleatório com filtros de gênero e país e salas temáticas, várias delas disponíveis só para assinantes.",
        difference:
          "No Acaso não existe plano pago para recursos básicos, a interface é limpa, e você pode denunciar qualquer conversa com um clique.",
      },
      camsurf: {
        description:
          "Uma alternativa ao CamSurf para quem quer conhecer estranhos por vídeo: grátis, rápido e sem criar conta.",
        intro:
          "O CamSurf ficou conhecido como um vídeo chat “limpo”. O Acaso compartilha essa ideia: conversas amigáveis com pessoas de todo lugar, com regras claras.",
        about:
          "O CamSurf é um serviço de vídeo chat aleatório com versões web e para celular que dá ênfase à moderação e a um ambiente familiar.",
        difference:
          "O Acaso começa sem cadastro, carrega rápido no navegador e está disponível em seis idiomas, com o botão de denúncia sempre à mão.",
      },
    },
  },
} satisfies Catalog<"site">;
