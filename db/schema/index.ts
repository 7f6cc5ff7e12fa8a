// One module per domain; drizzle-kit reads this barrel (drizzle.config.ts).

export * from "./ai.ts";
export * from "./audit.ts";
export * from "./auth.ts";
export * from "./contact.ts";
export * from "./content.ts";
export * from "./short-videos.ts";
export * from "./video-chat.ts";
