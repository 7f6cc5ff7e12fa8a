export default {
  keywords:
    "random video chat, video chat with strangers, free video chat, talk to strangers, webcam chat, meet new people",
  pages: {
    home: {
      title: "Random video chat with strangers",
      description:
        "Meet new people from around the world in a free random video chat. No sign-up: allow your camera and start talking.",
    },
    chat: {
      title: "Video chat",
      heading: "Video chat with strangers",
      description: "Start a free random video chat now and meet a new person with one click.",
    },
    appHome: {
      title: "Everything on Acaso",
      description: "Video chat, chat rooms, pages and help: everything Acaso offers in one place.",
    },
    randomVideoChat: {
      title: "Random video chat",
      heading: "Random video chat",
      description: "Free random video chat: get paired with a stranger instantly, skip whenever you like.",
    },
    alternative: { title: "Alternative", description: "A free alternative for random video chat." },
    contact: {
      title: "Contact",
      description: "Questions, suggestions or a report? Send the Acaso team a message.",
    },
    privacyPolicy: {
      title: "Privacy Policy",
      description: "What data Acaso processes when you use the video chat, why, and what your rights are.",
    },
    rules: {
      title: "Rules",
      description: "The rules everyone follows on Acaso so the video chat stays friendly and safe.",
    },
    terms: {
      title: "Terms of Service",
      description: "The terms that apply when you use the Acaso random video chat.",
    },
    authLogin: { title: "Sign in" },
    authOauthLogin: { title: "Sign in with another account" },
    authOauthRedirect: { title: "Signing you in" },
    authResetPassword: { title: "Reset password" },
    authForgotPassword: { title: "Forgot your password" },
    social: { title: "Social" },
    socialChats: { title: "Chats" },
    socialChatRoom: { title: "Chat rooms" },
    userAccount: { title: "My account" },
    stories: { title: "Stories" },
    tiktok: { title: "Short videos" },
    tiktokPopular: { title: "Popular short videos" },
    tiktokHashtag: { title: "Short videos by hashtag" },
    tiktokHashtagPopular: { title: "Popular videos for a hashtag" },
    tiktokDownload: { title: "Download short videos" },
    admin: { title: "Administration" },
    adminLogin: { title: "Administrator sign-in" },
    adminAdsConfig: { title: "Ads settings" },
    adminRewardConfig: { title: "Rewards settings" },
    adminSafeConfig: { title: "Safety control settings" },
    adminSafe: { title: "Safety control" },
    adminSdaManagerConfig: { title: "Ad manager settings" },
    adminSdaStoriesPreview: { title: "Between-stories ads (preview)" },
    adminDiscoverConfig: { title: "Discover posts settings" },
    adminDiscoverList: { title: "Discover posts" },
    adminAudit: { title: "Audit trail" },
    adminVideos: { title: "Short videos" },
    adminRooms: { title: "Chat rooms" },
    adminUsers: { title: "Users" },
    adminBans: { title: "Bans" },
    adminAppeals: { title: "Appeals" },
    adminReload: { title: "Forced reload" },
    adminSecurity: { title: "Two-factor sign-in" },
    slug: { title: "Page" },
  },
  placeholder: {
    description: "This part of Acaso is being prepared.",
    text: "This page is being prepared and will be available soon. In the meantime, the video chat is open.",
    cta: "Open the video chat",
  },
  home: {
    heading: "Talk to strangers by video, right now",
    lead: "One click and you are face to face with someone new from anywhere in the world. Free, no account needed.",
    cta: "Start video chat",
    note: "You need a camera and a microphone. You must be 18 or older.",
    featuresTitle: "Why people choose Acaso",
    features: {
      instant: {
        title: "Instant matches",
        text: "You are paired with a person in seconds. Not a fit? Skip to the next one whenever you want.",
      },
      anonymous: {
        title: "No sign-up",
        text: "No profile, no e-mail, no phone number. You decide what you share in the conversation.",
      },
      safe: {
        title: "Moderated and safe",
        text: "Clear rules, a report button in every chat and moderators who act on reports.",
      },
    },
    stepsTitle: "How it works",
    steps: {
      allow: "Allow access to your camera and microphone when your browser asks.",
      start: "Press the start button: we look for someone who is also waiting.",
      next: "Say hello. Press next to meet someone else, or stop at any time.",
    },
    safetyTitle: "Be kind, stay safe",
    safetyText:
      "Never share passwords, addresses or bank details with strangers. If someone breaks the rules, report them and move on: the chat ends at once.",
    readRules: "Read the community rules",
    alternativesTitle: "Looking for an alternative?",
  },
  appHome: {
    heading: "Everything on Acaso",
    lead: "Choose where to go: meet someone new on video, join a chat room or read our pages.",
    sections: {
      videoChat: { title: "Video chat", text: "Talk face to face with a random stranger." },
      randomVideoChat: {
        title: "Random video chat",
        text: "The classic: one click, a new person every time.",
      },
      chatRooms: { title: "Chat rooms", text: "Join a room and talk by text with several people." },
      stories: { title: "Stories", text: "See what the community is sharing." },
      tiktok: { title: "Short videos", text: "Popular short videos, by hashtag." },
      contact: { title: "Contact", text: "Write to us with questions or suggestions." },
    },
    pagesTitle: "Pages",
    legalTitle: "Rules and policies",
  },
  contact: {
    heading: "Contact us",
    lead: "Questions, suggestions, partnership proposals or a problem to report: write to us and we will answer by e-mail.",
    fields: {
      name: "Name",
      email: "E-mail",
      subject: "Subject",
      message: "Message",
    },
    send: "Send message",
    sending: "Sending…",
    success: "Thank you! Your message has been sent.",
    rateLimited: "You have sent several messages in a short time. Please try again later.",
    robotCheck: "The robot check did not pass. Please send the message again.",
  },
  alternatives: {
    title: "Free {{name}} alternative",
    keywords:
      "{{name}} alternative, sites like {{name}}, {{name}} free, random video chat, talk to strangers",
    heading: "The free alternative to {{name}}",
    linkText: "{{name}} alternative",
    cta: "Start video chat",
    aboutTitle: "About {{name}}",
    differenceTitle: "What Acaso does differently from {{name}}",
    pointsTitle: "What you get on Acaso",
    othersTitle: "Other alternatives",
    points: {
      free: {
        title: "Free for everyone",
        text: "Video chat without fees, credits or a premium wall in front of the basics.",
      },
      noSignup: {
        title: "Start without an account",
        text: "Allow the camera, press start, talk. Nothing to fill in first.",
      },
      moderated: {
        title: "Moderation that works",
        text: "Rules that are enforced, reports that are read and bans for abuse.",
      },
      languages: {
        title: "In your language",
        text: "The whole site in Portuguese, Spanish, English, German, French and Italian.",
      },
    },
    targets: {
      omegle: {
        description:
          "Omegle closed in 2023. Acaso is a free Omegle alternative: random video chat with strangers, no sign-up, with moderation.",
        intro:
          "Omegle closed its doors in November 2023 after fourteen years. If you miss meeting strangers by video, Acaso works the way you remember: one click and you are talking.",
        about:
          "Omegle was one of the first sites to pair two strangers in a text or video chat. Its simplicity made it famous, but the lack of moderation and rising costs led its founder to shut it down.",
        difference:
          "Acaso keeps the simplicity and adds what Omegle lacked: clear rules, a report button in every conversation and moderators who act on reports, so meeting people stays fun.",
      },
      chatroulette: {
        description:
          "Looking for a Chatroulette alternative? Acaso pairs you with random people by video, for free and without an account.",
        intro:
          "Chatroulette made spinning from one webcam to the next famous. Acaso gives you the same surprise of a new face with every click, in a lighter and friendlier setting.",
        about:
          "Chatroulette appeared in 2009 and became a phenomenon thanks to its next button. Over time it started to require sign-in and added filters to fight abuse.",
        difference:
          "On Acaso you start without creating an account, the page loads fast even on a mobile connection, and the community rules are visible and enforced from the first second.",
      },
      ometv: {
        description:
          "An OmeTV alternative that runs in the browser: free random video chat with people from all over the world, no app needed.",
        intro:
          "OmeTV is popular in its mobile app. Acaso runs directly in the browser, on your phone or computer, with no installation and no account.",
        about:
          "OmeTV is a random video chat service with apps for Android and iOS and a website, known for its filters by country and gender.",
        difference:
          "Acaso needs nothing installed: open the page and talk. The site is translated into six languages and works well even on older phones.",
      },
      emeraldChat: {
        description:
          "A simpler Emerald Chat alternative: random video chat with strangers, free, with no karma system and no sign-up.",
        intro:
          "Emerald Chat tries to be a more social Omegle, with interests, karma and friends. If you prefer something direct, Acaso is one click from a new conversation.",
        about:
          "Emerald Chat is a chat site with text and video modes, interest matching, a reputation system and a paid plan with extra filters.",
        difference:
          "Acaso focuses on what matters: a quick, moderated video conversation. No points, no levels and no paid tier for the essentials.",
      },
      chatrandom: {
        description:
          "A Chatrandom alternative without paywalls: free random video chat with strangers, moderated and in your language.",
        intro:
          "Chatrandom offers rooms and filters, many of them behind a subscription. On Acaso the video chat is free and works the same for everyone.",
        about:
          "Chatrandom is a random video chat site with gender and country filters and themed rooms, several of them available only to paying members.",
        difference:
          "On Acaso there is no paid tier for basic features, the interface is clean, and you can report any conversation with one click.",
      },
      camsurf: {
        description:
          "A CamSurf alternative for people who want to meet strangers by video: free, fast and without creating an account.",
        intro:
          "CamSurf became known as a “clean” video chat. Acaso shares that idea: friendly conversations with people from everywhere, with clear rules.",
        about:
          "CamSurf is a random video chat service with web and mobile versions that stresses moderation and a family-friendly atmosphere.",
        difference:
          "Acaso starts without registration, loads quickly in the browser and is available in six languages, with a report button always at hand.",
      },
    },
  },
};
