import type { Catalog } from "../../types.ts";

export default {
  consent: {
    title: "Tus opciones de privacidad",
    text: "Usamos anuncios para que {{app}} siga siendo gratis. Las redes de anuncios y la analítica son de otras empresas y pueden guardar cookies o leer identificadores de tu dispositivo. Nada de ellas se carga hasta que elijas. Nuestros propios banners no necesitan consentimiento.",
    accept: "Aceptar todo",
    reject: "Rechazar todo",
    choose: "Elegir",
    save: "Guardar mis opciones",
    ads: "Anuncios de redes asociadas",
    adsHint:
      "Banners de Adsterra, Adcash, TrafficStars y ExoClick; pueden usar cookies para medir y personalizar anuncios.",
    analytics: "Medición de audiencia",
    analyticsHint: "Cuenta las visitas para mejorar el sitio.",
    footer: "Opciones de privacidad",
    close: "Cerrar",
    policy: "Política de privacidad",
  },
  slot: { label: "Publicidad" },
} satisfies Catalog<"ads">;
