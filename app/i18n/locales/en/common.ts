export default {
  appSubtitle: "Random video chat with strangers",
  aiSubtitle: "AI tools and chat that write with you",
  skipToContent: "Skip to content",
  nav: {
    label: "Main",
    videoChat: "Video chat",
    admin: "Admin",
  },
  language: {
    choose: "Choose language",
  },
  footer: {
    label: "Site",
    videoChat: "Video chat",
    chatRooms: "Chat rooms",
    tiktok: "Short videos",
    stories: "Stories and Discover",
    pages: "Pages",
    terms: "Terms of Service",
    privacy: "Privacy Policy",
    rules: "Rules",
    contact: "Contact",
    languages: "Languages",
    copyright: "© {{year}} {{appName}}. All rights reserved.",
  },
  error: {
    notFoundTitle: "Page not found",
    title: "Something went wrong",
    goHome: "Go home",
    goVideoChat: "Go to video chat",
  },
  notifications: {
    label: "Notifications",
    close: "Close notification",
  },
  update: {
    available: "A new version of the site is available.",
    reload: "Reload",
    later: "Later",
  },
};
