import type { Catalog } from "../../types.ts";

export default {
  home: {
    title: "Social",
    description:
      "Votre profil, les publications épinglées, les stories récentes et les salons les plus animés.",
    discover: "Découvrir",
    allStories: "Toutes les stories",
  },
  feed: {
    empty: "Rien à découvrir pour l’instant. Publiez la première story !",
    loading: "Chargement…",
    retry: "Réessayer",
    end: "Vous avez tout vu pour le moment.",
    story: "Story",
    room: "Salon de discussion",
    pinned: "À la une",
    online_one: "{{count}} en ligne",
    online_other: "{{count}} en ligne",
  },
} satisfies Catalog<"social">;
