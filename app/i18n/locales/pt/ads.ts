import type { Catalog } from "../../types.ts";

export default {
  consent: {
    title: "Suas escolhas de privacidade",
    text: "Usamos anúncios para manter o {{app}} gratuito. Redes de anúncios e a análise de audiência são operadas por outras empresas e podem gravar cookies ou ler identificadores do seu aparelho. Nada delas é carregado até você escolher. Nossos próprios banners não precisam de consentimento.",
    accept: "Aceitar tudo",
    reject: "Recusar tudo",
    choose: "Escolher",
    save: "Salvar minhas escolhas",
    ads: "Anúncios de redes parceiras",
    adsHint:
      "Banners de Adsterra, Adcash, TrafficStars e ExoClick; podem usar cookies para medir e personalizar anúncios.",
    analytics: "Medição de audiência",
    analyticsHint: "Conta as visitas para melhorar o site.",
    footer: "Escolhas de privacidade",
    close: "Fechar",
    policy: "Política de privacidade",
  },
  slot: { label: "Publicidade" },
} satisfies Catalog<"ads">;
