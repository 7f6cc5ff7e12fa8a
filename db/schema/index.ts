// One module per domain; drizzle-kit reads this barrel (drizzle.config.ts).

export * from "./admin.ts";
export * from "./ads.ts";
export * from "./ai.ts";
export * from "./audit.ts";
export * from "./auth.ts";
export * from "./contact.ts";
export * from "./content.ts";
export * from "./direct-chats.ts";
export * from "./moderation.ts";
export * from "./rewards.ts";
export * from "./rooms.ts";
export * from "./short-videos.ts";
export * from "./social.ts";
export * from "./storage-orphans.ts";
export * from "./video-chat.ts";
