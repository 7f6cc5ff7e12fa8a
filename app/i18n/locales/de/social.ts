import type { Catalog } from "../../types.ts";

export default {
  home: {
    title: "Social",
    description: "Dein Profil, angeheftete Beiträge, neue Stories und die belebtesten Chaträume.",
    discover: "Entdecken",
    allStories: "Alle Storys",
  },
  feed: {
    empty: "Noch gibt es nichts zu entdecken. Poste die erste Story!",
    loading: "Wird geladen…",
    retry: "Erneut versuchen",
    end: "Du hast vorerst alles gesehen.",
    story: "Story",
    room: "Chatraum",
    pinned: "Empfohlen",
    online_one: "{{count}} online",
    online_other: "{{count}} online",
  },
} satisfies Catalog<"social">;
