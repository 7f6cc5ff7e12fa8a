import type { Catalog } from "../../types.ts";

export default {
  card: "Créditos por vídeo recompensado, limites, o filtro de parceiro e o vídeo exibido.",
  lead: "Visitantes com sessão iniciada assistem a um vídeo no nosso próprio player e ganham créditos; os créditos compram minutos de um filtro de parceiro (um idioma). O servidor mede cada visualização. As mudanças valem em todos os nós em até um segundo.",
  figures: {
    title: "Últimas 24 horas",
    views: "Visualizações creditadas",
    credits: "Créditos ganhos",
    spent: "Créditos gastos",
    filters: "Filtros ativos agora",
  },
  enabled: "Visualizações recompensadas ativadas",
  enabledHint:
    "Desativado: nenhuma nova visualização começa; os créditos já ganhos continuam comprando filtros.",
  earning: "Ganhos",
  creditsPerView: "Créditos por visualização",
  minWatchSeconds: "Tempo mínimo assistido (segundos)",
  minWatchHint:
    "Uma visualização terminada antes é recusada; o servidor mede o tempo entre o início e o fim.",
  limits: "Limites",
  dailyCapPerAccount: "Visualizações por conta a cada 24 horas",
  dailyCapPerIp: "Visualizações por endereço a cada 24 horas",
  cooldownSeconds: "Pausa entre visualizações (segundos)",
  filter: "Filtro de parceiro",
  filterMinutesPerCredit: "Minutos de filtro por crédito",
  filterLanguages: "Idiomas que um filtro pode pedir",
  filterLanguagesHint:
    "Códigos de duas ou três letras separados por vírgulas (pt, es, en, de, fr, it). Vazio: nenhum filtro pode ser comprado.",
  video: "Vídeo",
  source: "O que o player mostra",
  sourceHouse: "Vídeo da casa",
  sourceVast: "A tag VAST de uma rede de anúncios",
  houseVideoUrl: "Endereço do vídeo da casa (mp4 ou webm)",
  houseVideoHint: "Vazio: o vídeo curto que acompanha o site. Um endereço https ou um caminho deste site.",
  vastTagUrl: "Endereço da tag VAST",
  vastHint:
    "A tag VAST da rede para um vídeo linear. Uma visualização conta quando o vídeo foi até o fim (VAST complete) e o tempo mínimo passou; cliques nunca rendem.",
  saved: "Salvo. Em vigor em todos os nós em até um segundo.",
  updatedAt: "Última mudança:",
} satisfies Catalog<"adminRewards">;
