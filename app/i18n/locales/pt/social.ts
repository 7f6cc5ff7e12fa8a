import type { Catalog } from "../../types.ts";

export default {
  home: {
    title: "Social",
    description: "Seu perfil, posts em destaque, stories recentes e as salas de chat mais movimentadas.",
    discover: "Descobrir",
    allStories: "Todos os stories",
  },
  feed: {
    empty: "Ainda não há nada para descobrir. Publique o primeiro story!",
    loading: "Carregando…",
    retry: "Tentar de novo",
    end: "Você já viu tudo por enquanto.",
    story: "Story",
    room: "Sala de chat",
    pinned: "Destaque",
    online_one: "{{count}} online",
    online_other: "{{count}} online",
  },
} satisfies Catalog<"social">;
