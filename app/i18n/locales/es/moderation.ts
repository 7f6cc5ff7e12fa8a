import type { Catalog } from "../../types.ts";

export default {
  reasons: {
    nudity: "Desnudez o contenido sexual en cámara",
    minor: "Cualquier cosa que implique a menores de 18 años",
    harassment: "Acoso u odio",
    violence: "Violencia o amenazas",
    spam: "Spam, publicidad o estafas",
    other: "Otra infracción de las normas",
  },
  evidence: {
    report: "Una denuncia de la persona con la que hablabas",
    conversation: "Los últimos mensajes de esa conversación",
    capture: "Fotos de seguridad de tu propia cámara",
    automatedCheck: "Una comprobación automática de imagen",
    reportVolume: "Varias personas te denunciaron en pocos minutos",
    moderatorReview: "La revisión de un moderador sobre tu uso del chat",
  },
  ban: {
    title: "No puedes usar el videochat ahora",
    intro:
      "Este navegador fue bloqueado en el videochat por incumplir las normas. Aquí tienes el motivo, la duración y cómo pedir una revisión.",
    why: "Por qué",
    rules: "Leer las normas",
    evidenceTitle: "En qué se basa la decisión",
    automated:
      "Este bloqueo empezó automáticamente, antes de que lo viera un moderador. Un moderador lo revisará.",
    byModerator: "Un moderador tomó esta decisión.",
    howLong: "Cuánto tiempo",
    until: "Hasta el {{date}}",
    permanent: "Permanente",
    appealTitle: "Pedir una revisión",
    appealIntro:
      "¿Crees que es un error? Cuéntanos qué pasó. Lo revisará un moderador distinto del que decidió. Puedes apelar hasta el {{date}}.",
    appealLabel: "¿Qué pasó?",
    appealHint: "Entre 10 y 2000 caracteres. Nunca incluyas contraseñas, direcciones ni teléfonos.",
    appealSubmit: "Enviar apelación",
    appealSending: "Enviando…",
    appealSent:
      "Tu apelación se envió el {{date}}. Un moderador decidirá; vuelve aquí para ver la respuesta.",
    appealRejected: "Tu última apelación se revisó el {{date}} y el bloqueo se mantuvo.",
    appealOver: "El plazo para apelar esta decisión ha terminado.",
    errors: {
      appealOpen: "Ya hay una apelación esperando decisión.",
      appealWindowOver: "El plazo para apelar esta decisión ha terminado.",
      robotCheck: "La comprobación anti-robot falló. Inténtalo de nuevo.",
      rateLimited: "Demasiados intentos. Inténtalo más tarde.",
    },
  },
  warning: {
    title: "Una advertencia de los moderadores",
    text: "Te denunciaron por: {{reason}}. Respeta las normas: la próxima vez puede acabar en un bloqueo.",
    ok: "Entendido",
  },
  outcome: {
    accepted: "Tu apelación fue aceptada: el bloqueo terminó y puedes volver a chatear.",
    rejected: "Tu apelación se revisó y el bloqueo se mantiene hasta el {{date}}.",
    rejectedPermanent: "Tu apelación se revisó y el bloqueo se mantiene.",
    ok: "Vale",
  },
  blur: {
    setting: "Difuminar desnudos",
    settingHint: "Se comprueba solo en este dispositivo: ninguna imagen sale de él.",
    overlay: "Este vídeo podría mostrar desnudos, por eso está difuminado.",
    show: "Mostrar de todos modos",
    report: "Denunciar",
  },
} satisfies Catalog<"moderation">;
