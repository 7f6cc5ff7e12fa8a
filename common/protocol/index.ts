// The realtime protocols shared by client and server (one module per realtime feature).

export * from "./social.ts";
export * from "./video-chat.ts";
