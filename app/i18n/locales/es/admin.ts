import type { Catalog } from "../../types.ts";

export default {
  shell: {
    title: "Administración",
    menu: "Menú",
    closeMenu: "Cerrar menú",
    signedInAs: "Sesión iniciada como",
    logOut: "Cerrar sesión",
    loggingOut: "Cerrando sesión…",
    navLabel: "Secciones de administración",
    notConfigured: "Aún no configurado",
  },
  groups: {
    overview: "Resumen",
    safety: "Seguridad",
    accounts: "Cuentas",
    ads: "Anuncios y recompensas",
    social: "Comunidad",
    content: "Contenido",
    system: "Sistema",
  },
  nav: {
    home: "Inicio",
    reviews: "Cola de revisión",
    safeConfig: "Ajustes de captura",
  },
  home: {
    lead: "Cifras en vivo de todo el despliegue y el trabajo de moderación que te espera.",
    cards: {
      reviews:
        "Denuncias y capturas señaladas, de la más antigua a la más reciente: descartar, advertir o bloquear.",
      safeConfig:
        "Lo que los navegadores capturan para el control de seguridad, vigente en todos los nodos en menos de un segundo.",
      audit: "Cada acción de administración, quién la hizo y cuándo. Nada se puede modificar.",
    },
  },
  notConfigured: {
    text: "Esta pantalla aún no está configurada: llegará con una próxima actualización de la administración. Nada aquí cambia el sitio.",
    back: "Volver al inicio de la administración",
  },
  errors: {
    title: "Algo salió mal ({{status}})",
    forbidden: "No tienes permiso para hacer esto.",
    text: "No se pudo mostrar esta pantalla. El resto de la administración sigue funcionando.",
  },
  common: {
    loading: "Cargando…",
    retry: "Reintentar",
    save: "Guardar",
    saving: "Guardando…",
  },
  audit: {
    lead: "Cada acción de administración queda registrada aquí y nunca se puede editar ni borrar. Las direcciones solo aparecen como hashes con clave.",
    filters: "Filtrar el registro de auditoría",
    action: "Acción",
    anyAction: "Cualquier acción",
    actor: "Administrador",
    targetType: "Tipo de objetivo",
    targetId: "Id del objetivo",
    target: "Objetivo",
    from: "Desde",
    to: "Hasta",
    apply: "Aplicar",
    clear: "Limpiar",
    when: "Cuándo",
    change: "Cambio",
    details: "Antes y después",
    before: "Antes",
    after: "Después",
    ipHash: "Hash de la dirección",
    ipHashHint:
      "Hash con clave de la dirección: la misma dirección da el mismo hash, la dirección nunca se guarda.",
    system: "Sistema",
    empty: "Ningún registro coincide con estos filtros.",
    older: "Ver registros anteriores",
  },
  safeConfig: {
    lead: "Las capturas del control de seguridad las hace el navegador de cada visitante, de su propia cámara, y se guardan como prueba para los moderadores. Los cambios rigen en todos los nodos en menos de un segundo; los navegadores los leen al conectarse.",
    enabled: "Activado",
    imageAtEnter: "Foto al entrar en el chat",
    imageAtEnterHint: "Una foto de la cámara del visitante cuando se abre el chat.",
    videoAtEnter: "Vídeo corto al entrar en el chat",
    videoAtEnterHint:
      "Una grabación sin sonido de la cámara del visitante cuando se abre el chat (como máximo 9 MB).",
    minDurationSec: "Duración de cada fragmento (segundos)",
    durationSec: "Duración de la grabación (segundos)",
    imgScreenAtChatStart: "Foto al comienzo de cada conversación",
    imgScreenAtChatStartHint: "Una foto de la cámara del visitante cada vez que se le empareja.",
    saved: "Guardado. Todos los nodos ya usan los nuevos ajustes.",
    updatedAt: "Último cambio:",
  },
} satisfies Catalog<"admin">;
