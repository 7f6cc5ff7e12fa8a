import type { Catalog } from "../../types.ts";

export default {
  keywords:
    "videochat aleatorio, hablar con desconocidos, videochat gratis, chat con webcam, conocer gente, chat por vídeo",
  pages: {
    home: {
      title: "Videochat aleatorio con desconocidos",
      description:
        "Conoce gente nueva de todo el mundo en un videochat aleatorio y gratuito. Sin registro: activa la cámara y empieza a hablar.",
    },
    chat: {
      title: "Videochat",
      heading: "Videochat con desconocidos",
      description: "Empieza ahora un videochat aleatorio gratis y conoce a una persona nueva con un clic.",
    },
    appHome: {
      title: "Todo en Acaso",
      description: "Videochat, salas de chat, páginas y ayuda: todo lo que ofrece Acaso en un solo lugar.",
    },
    randomVideoChat: {
      title: "Videochat aleatorio",
      heading: "Videochat aleatorio",
      description:
        "Videochat aleatorio gratis: te emparejamos con un desconocido al instante y pasas al siguiente cuando quieras.",
    },
    alternative: { title: "Alternativa", description: "Una alternativa gratuita de videochat aleatorio." },
    contact: {
      title: "Contacto",
      description: "¿Preguntas, sugerencias o una denuncia? Envía un mensaje al equipo de Acaso.",
    },
    privacyPolicy: {
      title: "Política de privacidad",
      description: "Qué datos trata Acaso cuando usas el videochat, por qué y cuáles son tus derechos.",
    },
    rules: {
      title: "Normas",
      description: "Las normas que todos siguen en Acaso para que el videochat siga siendo amable y seguro.",
    },
    terms: {
      title: "Términos del servicio",
      description: "Los términos que se aplican cuando usas el videochat aleatorio de Acaso.",
    },
    authLogin: { title: "Iniciar sesión" },
    authOauthLogin: { title: "Iniciar sesión con otra cuenta" },
    authOauthRedirect: { title: "Completando el inicio de sesión" },
    authResetPassword: { title: "Restablecer contraseña" },
    authForgotPassword: { title: "He olvidado mi contraseña" },
    social: { title: "Social" },
    socialChats: { title: "Conversaciones" },
    socialChatRoom: { title: "Salas de chat" },
    userAccount: { title: "Mi cuenta" },
    stories: { title: "Historias" },
    tiktok: { title: "Vídeos cortos" },
    tiktokPopular: { title: "Vídeos cortos populares" },
    tiktokHashtag: { title: "Vídeos cortos por hashtag" },
    tiktokHashtagPopular: { title: "Vídeos populares de un hashtag" },
    tiktokDownload: { title: "Descargar vídeos cortos" },
    admin: { title: "Administración" },
    adminLogin: { title: "Acceso de administrador" },
    adminAdsConfig: { title: "Ajustes de anuncios" },
    adminRewardConfig: { title: "Ajustes de recompensas" },
    adminSafeConfig: { title: "Ajustes del control de seguridad" },
    adminSafe: { title: "Control de seguridad" },
    adminSdaManagerConfig: { title: "Ajustes del gestor de anuncios" },
    adminSdaStoriesPreview: { title: "Anuncios entre historias (vista previa)" },
    adminDiscoverConfig: { title: "Ajustes de publicaciones de Descubrir" },
    adminDiscoverList: { title: "Publicaciones de Descubrir" },
    adminAudit: { title: "Registro de auditoría" },
    adminVideos: { title: "Vídeos cortos" },
    adminRooms: { title: "Salas de chat" },
    adminUsers: { title: "Usuarios" },
    adminBans: { title: "Bloqueos" },
    adminAppeals: { title: "Apelaciones" },
    adminReload: { title: "Recarga forzada" },
    adminSecurity: { title: "Acceso en dos pasos" },
    slug: { title: "Página" },
  },
  placeholder: {
    description: "Esta parte de Acaso se está preparando.",
    text: "Esta página se está preparando y estará disponible pronto. Mientras tanto, el videochat está abierto.",
    cta: "Abrir el videochat",
  },
  home: {
    heading: "Habla con desconocidos por vídeo, ahora mismo",
    lead: "Un clic y estás cara a cara con alguien nuevo de cualquier parte del mundo. Gratis y sin necesidad de cuenta.",
    cta: "Empezar videochat",
    note: "Necesitas cámara y micrófono. Debes tener 18 años o más.",
    featuresTitle: "Por qué la gente elige Acaso",
    features: {
      instant: {
        title: "Conexión al instante",
        text: "Te emparejamos con alguien en segundos. ¿No encajáis? Pasa a la siguiente persona cuando quieras.",
      },
      anonymous: {
        title: "Sin registro",
        text: "Sin perfil, sin correo, sin teléfono. Tú decides qué compartes en la conversación.",
      },
      safe: {
        title: "Moderado y seguro",
        text: "Normas claras, un botón de denuncia en cada chat y moderadores que actúan ante las denuncias.",
      },
    },
    stepsTitle: "Cómo funciona",
    steps: {
      allow: "Permite el acceso a la cámara y al micrófono cuando el navegador lo pida.",
      start: "Pulsa el botón de empezar: buscamos a alguien que también está esperando.",
      next: "Saluda. Pulsa siguiente para conocer a otra persona o detente cuando quieras.",
    },
    safetyTitle: "Sé amable, mantente seguro",
    safetyText:
      "Nunca compartas contraseñas, direcciones ni datos bancarios con desconocidos. Si alguien incumple las normas, denúncialo y sigue adelante: el chat termina al momento.",
    readRules: "Lee las normas de la comunidad",
    alternativesTitle: "¿Buscas una alternativa?",
  },
  appHome: {
    heading: "Todo en Acaso",
    lead: "Elige adónde ir: conoce a alguien nuevo por vídeo, entra en una sala de chat o lee nuestras páginas.",
    sections: {
      videoChat: { title: "Videochat", text: "Habla cara a cara con un desconocido al azar." },
      randomVideoChat: {
        title: "Videochat aleatorio",
        text: "El clásico: un clic, una persona nueva cada vez.",
      },
      chatRooms: {
        title: "Salas de chat",
        text: "Entra en una sala y chatea por texto con varias personas.",
      },
      stories: { title: "Historias", text: "Mira lo que comparte la comunidad." },
      tiktok: { title: "Vídeos cortos", text: "Vídeos cortos populares, por hashtag." },
      contact: { title: "Contacto", text: "Escríbenos con preguntas o sugerencias." },
    },
    pagesTitle: "Páginas",
    legalTitle: "Normas y políticas",
  },
  contact: {
    heading: "Contacta con nosotros",
    lead: "Preguntas, sugerencias, propuestas de colaboración o un problema que comunicar: escríbenos y te responderemos por correo electrónico.",
    fields: {
      name: "Nombre",
      email: "Correo electrónico",
      subject: "Asunto",
      message: "Mensaje",
    },
    send: "Enviar mensaje",
    sending: "Enviando…",
    success: "¡Gracias! Tu mensaje se ha enviado.",
    rateLimited: "Has enviado varios mensajes en poco tiempo. Inténtalo de nuevo más tarde.",
    robotCheck: "La comprobación anti-robot no se completó. Envía el mensaje de nuevo.",
  },
  alternatives: {
    title: "Alternativa gratis a {{name}}",
    keywords:
      "alternativa a {{name}}, sitios como {{name}}, {{name}} gratis, videochat aleatorio, hablar con desconocidos",
    heading: "La alternativa gratuita a {{name}}",
    linkText: "Alternativa a {{name}}",
    cta: "Empezar videochat",
    aboutTitle: "Sobre {{name}}",
    differenceTitle: "Qué hace Acaso de forma distinta a {{name}}",
    pointsTitle: "Lo que encuentras en Acaso",
    othersTitle: "Otras alternativas",
    points: {
      free: {
        title: "Gratis para todos",
        text: "Videochat sin cuotas, créditos ni un plan de pago que bloquee lo básico.",
      },
      noSignup: {
        title: "Empieza sin cuenta",
        text: "Activa la cámara, pulsa empezar y habla. Nada que rellenar antes.",
      },
      moderated: {
        title: "Moderación que funciona",
        text: "Normas que se cumplen, denuncias que se leen y expulsiones por abuso.",
      },
      languages: {
        title: "En tu idioma",
        text: "Todo el sitio en portugués, español, inglés, alemán, francés e italiano.",
      },
    },
    targets: {
      omegle: {
        description:
          "Omegle cerró en 2023. Acaso es una alternativa gratuita a Omegle: videochat aleatorio con desconocidos, sin registro y con moderación.",
        intro:
          "Omegle cerró sus puertas en noviembre de 2023, tras catorce años. Si echas de menos conocer desconocidos por vídeo, Acaso funciona como lo recuerdas: un clic y ya estáis hablando.",
        about:
          "Omegle fue uno de los primeros sitios en juntar a dos desconocidos en un chat de texto o vídeo. Su sencillez lo hizo famoso, pero la falta de moderación y el aumento de los costes llevaron a su fundador a cerrarlo.",
        difference:
          "Acaso conserva la sencillez y añade lo que le faltaba a Omegle: normas claras, un botón de denuncia en cada conversación y moderadores que actúan ante las denuncias, para que conocer gente siga siendo divertido.",
      },
      chatroulette: {
        description:
          "¿Buscas una alternativa a Chatroulette? Acaso te empareja por vídeo con personas al azar, gratis y sin cuenta.",
        intro:
          "Chatroulette hizo famoso el salto de una webcam a otra. Acaso te da la misma sorpresa de una cara nueva en cada clic, en un ambiente más ligero y amable.",
        about:
          "Chatroulette apareció en 2009 y se convirtió en un fenómeno gracias a su botón de siguiente. Con el tiempo empezó a exigir inicio de sesión y añadió filtros contra los abusos.",
        difference:
          "En Acaso empiezas sin crear una cuenta, la página carga rápido incluso con conexión móvil y las normas de la comunidad son visibles y se aplican desde el primer segundo.",
      },
      ometv: {
        description:
          "Una alternativa a OmeTV que funciona en el navegador: videochat aleatorio gratis con gente de todo el mundo, sin instalar ninguna app.",
        intro:
          "OmeTV es popular por su app para móviles. Acaso funciona directamente en el navegador, en el móvil o en el ordenador, sin instalación y sin cuenta.",
        about:
          "OmeTV es un servicio de videochat aleatorio con apps para Android e iOS y una web, conocido por sus filtros de país y género.",
        difference:
          "Acaso no necesita nada instalado: abre la página y habla. El sitio está traducido a seis idiomas y funciona bien incluso en móviles antiguos.",
      },
      emeraldChat: {
        description:
          "Una alternativa más sencilla a Emerald Chat: videochat aleatorio con desconocidos, gratis, sin sistema de karma y sin registro.",
        intro:
          "Emerald Chat intenta ser un Omegle más social, con intereses, karma y amigos. Si prefieres algo directo, Acaso está a un clic de una nueva conversación.",
        about:
          "Emerald Chat es un sitio de chat con modos de texto y vídeo, emparejamiento por intereses, un sistema de reputación y un plan de pago con filtros adicionales.",
        difference:
          "Acaso se centra en lo importante: una conversación por vídeo rápida y moderada. Sin puntos, sin niveles y sin plan de pago para lo esencial.",
      },
      chatrandom: {
        description:
          "Una alternativa a Chatrandom sin muros de pago: videochat aleatorio gratis con desconocidos, moderado y en tu idioma.",
        intro:
          "Chatrandom ofrece salas y filtros, muchos de ellos tras una suscripción. En Acaso el videochat es gratis y funciona igual para todos.",
        about:
          "Chatrandom es un sitio de videochat aleatorio con filtros de género y país y salas temáticas, varias de ellas solo para miembros de pago.",
        difference:
          "En Acaso no hay plan de pago para las funciones básicas, la interfaz es limpia y puedes denunciar cualquier conversación con un clic.",
      },
      camsurf: {
        description:
          "Una alternativa a CamSurf para quien quiere conocer desconocidos por vídeo: gratis, rápida y sin crear cuenta.",
        intro:
          "CamSurf se dio a conocer como un videochat “limpio”. Acaso comparte esa idea: conversaciones amables con gente de todas partes, con normas claras.",
        about:
          "CamSurf es un servicio de videochat aleatorio con versiones web y para móvil que pone el acento en la moderación y en un ambiente familiar.",
        difference:
          "Acaso empieza sin registro, carga rápido en el navegador y está disponible en seis idiomas, con el botón de denuncia siempre a mano.",
      },
    },
  },
} satisfies Catalog<"site">;
