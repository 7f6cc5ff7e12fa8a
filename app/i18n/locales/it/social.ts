import type { Catalog } from "../../types.ts";

export default {
  home: {
    title: "Social",
    description: "Il tuo profilo, i post in evidenza, le storie recenti e le stanze più animate.",
    discover: "Scopri",
    allStories: "Tutte le storie",
  },
  feed: {
    empty: "Ancora niente da scoprire. Pubblica la prima storia!",
    loading: "Caricamento…",
    retry: "Riprova",
    end: "Per ora hai visto tutto.",
    story: "Storia",
    room: "Stanza chat",
    pinned: "In evidenza",
    online_one: "{{count}} online",
    online_other: "{{count}} online",
  },
} satisfies Catalog<"social">;
