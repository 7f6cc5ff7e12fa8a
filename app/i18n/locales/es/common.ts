import type { Catalog } from "../../types.ts";

export default {
  appSubtitle: "Videochat aleatorio con desconocidos",
  aiSubtitle: "Herramientas y chat de IA que escriben contigo",
  skipToContent: "Saltar al contenido",
  nav: {
    label: "Principal",
    videoChat: "Videochat",
    admin: "Administración",
  },
  language: {
    choose: "Elegir idioma",
  },
  footer: {
    label: "Sitio",
    videoChat: "Videochat",
    chatRooms: "Salas de chat",
    tiktok: "Vídeos cortos",
    stories: "Historias y Descubrir",
    pages: "Páginas",
    terms: "Términos del servicio",
    privacy: "Política de privacidad",
    rules: "Normas",
    contact: "Contacto",
    languages: "Idiomas",
    copyright: "© {{year}} {{appName}}. Todos los derechos reservados.",
  },
  error: {
    notFoundTitle: "Página no encontrada",
    title: "Algo salió mal",
    goHome: "Ir al inicio",
    goVideoChat: "Ir al videochat",
  },
  notifications: {
    label: "Notificaciones",
    close: "Cerrar notificación",
  },
  update: {
    available: "Hay una nueva versión del sitio disponible.",
    reload: "Recargar",
    later: "Más tarde",
  },
} satisfies Catalog<"common">;
