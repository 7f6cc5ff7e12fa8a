import type { Catalog } from "../../types.ts";

export default {
  home: {
    title: "Social",
    description:
      "Tu perfil, publicaciones destacadas, historias recientes y las salas de chat más concurridas.",
    discover: "Descubrir",
    allStories: "Todas las historias",
  },
  feed: {
    empty: "Aún no hay nada que descubrir. ¡Publica la primera historia!",
    loading: "Cargando…",
    retry: "Reintentar",
    end: "Ya lo has visto todo por ahora.",
    story: "Historia",
    room: "Sala de chat",
    pinned: "Destacado",
    online_one: "{{count}} conectado",
    online_other: "{{count}} conectados",
  },
} satisfies Catalog<"social">;
