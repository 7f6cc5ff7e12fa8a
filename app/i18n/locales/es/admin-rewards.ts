import type { Catalog } from "../../types.ts";

export default {
  card: "Créditos por vídeo con recompensa, límites, el filtro de pareja y el vídeo mostrado.",
  lead: "Los visitantes con sesión iniciada ven un vídeo en nuestro propio reproductor y ganan créditos; los créditos compran minutos de un filtro de pareja (un idioma y/o un país). El servidor mide cada visualización. Los cambios se aplican en todos los nodos en menos de un segundo.",
  figures: {
    title: "Últimas 24 horas",
    views: "Visualizaciones acreditadas",
    credits: "Créditos ganados",
    spent: "Créditos gastados",
    filters: "Filtros activos ahora",
  },
  enabled: "Visualizaciones recompensadas activadas",
  enabledHint:
    "Desactivado: no empieza ninguna visualización nueva; los créditos ya ganados siguen comprando filtros.",
  earning: "Ganancias",
  creditsPerView: "Créditos por visualización",
  minWatchSeconds: "Tiempo mínimo de visualización (segundos)",
  minWatchHint:
    "Una visualización terminada antes se rechaza; el servidor mide el tiempo entre el inicio y el final.",
  limits: "Límites",
  dailyCapPerAccount: "Visualizaciones por cuenta cada 24 horas",
  dailyCapPerIp: "Visualizaciones por dirección cada 24 horas",
  cooldownSeconds: "Pausa entre visualizaciones (segundos)",
  filter: "Filtro de pareja",
  filterMinutesPerCredit: "Minutos de filtro por crédito",
  filterLanguages: "Idiomas que puede pedir un filtro",
  filterLanguagesHint:
    "Códigos de dos o tres letras separados por comas (pt, es, en, de, fr, it). Vacío: no se puede comprar ningún filtro.",
  filterCountries: "Países que un filtro puede pedir",
  filterCountriesHint:
    "Códigos de dos letras separados por comas (BR, PT, DE…). Se ofrecen solo cuando el servidor recibe el país de los visitantes de un proxy de confianza (COUNTRY_HEADER); aquí: {{state}}.",
  countriesOn: "definido",
  countriesOff: "no definido, así que solo se ofrecen idiomas",
  video: "Vídeo",
  source: "Qué muestra el reproductor",
  sourceHouse: "Vídeo de la casa",
  sourceVast: "La etiqueta VAST de una red publicitaria",
  houseVideoUrl: "Dirección del vídeo de la casa (mp4 o webm)",
  houseVideoHint:
    "Vacío: el vídeo corto incluido con el sitio. Una dirección https o una ruta de este sitio.",
  upload: "Subir un vídeo (mp4 o webm)",
  uploadHint:
    "Como máximo {{mb}} MB. El vídeo subido sustituye la dirección de arriba y se sirve desde este sitio.",
  uploadButton: "Subir",
  uploading: "Subiendo…",
  uploaded: "Vídeo subido: el reproductor lo muestra desde ahora.",
  current: "Vídeo que se muestra:",
  currentUrl: "la dirección de arriba",
  currentUpload: "vídeo subido ({{size}})",
  currentDefault: "el vídeo incluido en el sitio",
  removeUpload: "Volver al vídeo incluido",
  removed: "Se quitó el vídeo subido.",
  vastTagUrl: "Dirección de la etiqueta VAST",
  vastHint:
    "La etiqueta VAST de la red para un vídeo lineal. Una visualización cuenta cuando el vídeo llegó al final (VAST complete) y pasó el tiempo mínimo; los clics nunca cuentan.",
  saved: "Guardado. En vigor en todos los nodos en menos de un segundo.",
  updatedAt: "Último cambio:",
} satisfies Catalog<"adminRewards">;
