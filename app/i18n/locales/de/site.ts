import type { Catalog } from "../../types.ts";

export default {
  keywords:
    "Zufallsvideochat, Videochat mit Fremden, kostenloser Videochat, mit Fremden reden, Webcam-Chat, neue Leute kennenlernen",
  pages: {
    home: {
      title: "Zufälliger Videochat mit Fremden",
      description:
        "Lerne in einem kostenlosen Zufallsvideochat neue Menschen aus aller Welt kennen. Ohne Anmeldung: Kamera erlauben und loslegen.",
    },
    chat: {
      title: "Videochat",
      heading: "Videochat mit Fremden",
      description:
        "Starte jetzt einen kostenlosen Zufallsvideochat und lerne mit einem Klick einen neuen Menschen kennen.",
    },
    appHome: {
      title: "Alles auf Acaso",
      description: "Videochat, Chaträume, Seiten und Hilfe: alles, was Acaso bietet, an einem Ort.",
    },
    randomVideoChat: {
      title: "Zufallsvideochat",
      heading: "Zufallsvideochat",
      description:
        "Kostenloser Zufallsvideochat: sofort mit einer fremden Person verbunden, jederzeit weiter zur nächsten.",
    },
    alternative: { title: "Alternative", description: "Eine kostenlose Alternative für Zufallsvideochats." },
    contact: {
      title: "Kontakt",
      description: "Fragen, Vorschläge oder eine Meldung? Schreib dem Acaso-Team eine Nachricht.",
    },
    privacyPolicy: {
      title: "Datenschutzerklärung",
      description:
        "Welche Daten Acaso bei der Nutzung des Videochats verarbeitet, warum, und welche Rechte du hast.",
    },
    rules: {
      title: "Regeln",
      description:
        "Die Regeln, an die sich alle auf Acaso halten, damit der Videochat freundlich und sicher bleibt.",
    },
    terms: {
      title: "Nutzungsbedingungen",
      description: "Die Bedingungen, die für die Nutzung des Zufallsvideochats Acaso gelten.",
    },
    authLogin: { title: "Anmelden" },
    authOauthLogin: { title: "Mit einem anderen Konto anmelden" },
    authOauthRedirect: { title: "Anmeldung wird abgeschlossen" },
    authResetPassword: { title: "Passwort zurücksetzen" },
    authForgotPassword: { title: "Passwort vergessen" },
    social: { title: "Community" },
    socialChats: { title: "Unterhaltungen" },
    socialChatRoom: { title: "Chaträume" },
    userAccount: { title: "Mein Konto" },
    stories: { title: "Storys" },
    tiktok: { title: "Kurzvideos" },
    tiktokPopular: { title: "Beliebte Kurzvideos" },
    tiktokHashtag: { title: "Kurzvideos nach Hashtag" },
    tiktokHashtagPopular: { title: "Beliebte Videos zu einem Hashtag" },
    tiktokDownload: { title: "Kurzvideos herunterladen" },
    admin: { title: "Verwaltung" },
    adminLogin: { title: "Anmeldung für Administratoren" },
    adminAdsConfig: { title: "Werbeeinstellungen" },
    adminRewardConfig: { title: "Belohnungseinstellungen" },
    adminSafeConfig: { title: "Einstellungen der Sicherheitskontrolle" },
    adminSafe: { title: "Sicherheitskontrolle" },
    adminSdaManagerConfig: { title: "Einstellungen des Werbemanagers" },
    adminSdaStoriesPreview: { title: "Anzeigen zwischen Storys (Vorschau)" },
    adminDiscoverConfig: { title: "Einstellungen der Entdecken-Beiträge" },
    adminDiscoverList: { title: "Entdecken-Beiträge" },
    adminAudit: { title: "Prüfprotokoll" },
    adminVideos: { title: "Kurzvideos" },
    adminRooms: { title: "Chaträume" },
    adminUsers: { title: "Benutzer" },
    adminBans: { title: "Sperren" },
    adminAppeals: { title: "Einsprüche" },
    adminReload: { title: "Erzwungenes Neuladen" },
    adminSecurity: { title: "Zwei-Faktor-Anmeldung" },
    slug: { title: "Seite" },
  },
  placeholder: {
    description: "Dieser Bereich von Acaso wird gerade vorbereitet.",
    text: "Diese Seite wird gerade vorbereitet und ist bald verfügbar. Der Videochat ist schon jetzt geöffnet.",
    cta: "Videochat öffnen",
  },
  home: {
    heading: "Sprich jetzt per Video mit Fremden",
    lead: "Ein Klick, und du stehst jemand Neuem aus aller Welt gegenüber. Kostenlos und ohne Konto.",
    cta: "Videochat starten",
    note: "Du brauchst eine Kamera und ein Mikrofon. Du musst mindestens 18 Jahre alt sein.",
    featuresTitle: "Warum sich Menschen für Acaso entscheiden",
    features: {
      instant: {
        title: "Sofort verbunden",
        text: "In Sekunden bist du mit jemandem verbunden. Passt es nicht? Geh einfach zur nächsten Person weiter.",
      },
      anonymous: {
        title: "Ohne Anmeldung",
        text: "Kein Profil, keine E-Mail, keine Telefonnummer. Du entscheidest, was du im Gespräch teilst.",
      },
      safe: {
        title: "Moderiert und sicher",
        text: "Klare Regeln, ein Melden-Knopf in jedem Chat und Moderatoren, die Meldungen nachgehen.",
      },
    },
    stepsTitle: "So funktioniert es",
    steps: {
      allow: "Erlaube den Zugriff auf Kamera und Mikrofon, wenn dein Browser danach fragt.",
      start: "Drück auf Start: Wir suchen jemanden, der ebenfalls wartet.",
      next: "Sag Hallo. Mit Weiter triffst du jemand anderen, und du kannst jederzeit aufhören.",
    },
    safetyTitle: "Sei freundlich, bleib sicher",
    safetyText:
      "Gib Fremden niemals Passwörter, Adressen oder Bankdaten. Wenn jemand gegen die Regeln verstößt, melde die Person und mach weiter: Der Chat endet sofort.",
    readRules: "Community-Regeln lesen",
    alternativesTitle: "Auf der Suche nach einer Alternative?",
  },
  appHome: {
    heading: "Alles auf Acaso",
    lead: "Wähle, wohin es geht: Lerne per Video jemand Neues kennen, betritt einen Chatraum oder lies unsere Seiten.",
    sections: {
      videoChat: {
        title: "Videochat",
        text: "Sprich von Angesicht zu Angesicht mit einer zufälligen fremden Person.",
      },
      randomVideoChat: {
        title: "Zufallsvideochat",
        text: "Der Klassiker: ein Klick, jedes Mal ein neuer Mensch.",
      },
      chatRooms: { title: "Chaträume", text: "Betritt einen Raum und schreib mit mehreren Leuten." },
      stories: { title: "Storys", text: "Sieh dir an, was die Community teilt." },
      tiktok: { title: "Kurzvideos", text: "Beliebte Kurzvideos, nach Hashtag sortiert." },
      contact: { title: "Kontakt", text: "Schreib uns bei Fragen oder Vorschlägen." },
    },
    pagesTitle: "Seiten",
    legalTitle: "Regeln und Richtlinien",
  },
  contact: {
    heading: "Kontakt",
    lead: "Fragen, Vorschläge, Kooperationsanfragen oder ein Problem, das du melden möchtest: Schreib uns, wir antworten per E-Mail.",
    fields: {
      name: "Name",
      email: "E-Mail-Adresse",
      subject: "Betreff",
      message: "Nachricht",
    },
    send: "Nachricht senden",
    sending: "Wird gesendet…",
    success: "Danke! Deine Nachricht wurde gesendet.",
    rateLimited: "Du hast in kurzer Zeit mehrere Nachrichten gesendet. Bitte versuche es später erneut.",
    robotCheck: "Die Roboter-Prüfung ist fehlgeschlagen. Bitte sende die Nachricht erneut.",
  },
  alternatives: {
    title: "Kostenlose {{name}}-Alternative",
    keywords:
      "{{name}} Alternative, Seiten wie {{name}}, {{name}} kostenlos, Zufallsvideochat, mit Fremden reden",
    heading: "Die kostenlose Alternative zu {{name}}",
    linkText: "{{name}}-Alternative",
    cta: "Videochat starten",
    aboutTitle: "Über {{name}}",
    differenceTitle: "Was Acaso anders macht als {{name}}",
    pointsTitle: "Das bekommst du bei Acaso",
    othersTitle: "Weitere Alternativen",
    points: {
      free: {
        title: "Kostenlos für alle",
        text: "Videochat ohne Gebühren, Guthaben oder Bezahlschranke vor den Grundfunktionen.",
      },
      noSignup: {
        title: "Ohne Konto starten",
        text: "Kamera erlauben, Start drücken, reden. Vorher nichts auszufüllen.",
      },
      moderated: {
        title: "Moderation, die wirkt",
        text: "Regeln, die durchgesetzt werden, Meldungen, die gelesen werden, und Sperren bei Missbrauch.",
      },
      languages: {
        title: "In deiner Sprache",
        text: "Die ganze Website auf Portugiesisch, Spanisch, Englisch, Deutsch, Französisch und Italienisch.",
      },
    },
    targets: {
      omegle: {
        description:
          "Omegle wurde 2023 eingestellt. Acaso ist eine kostenlose Omegle-Alternative: Zufallsvideochat mit Fremden, ohne Anmeldung und moderiert.",
        intro:
          "Omegle hat im November 2023 nach vierzehn Jahren geschlossen. Wenn dir das Kennenlernen Fremder per Video fehlt: Acaso funktioniert so, wie du es kennst – ein Klick, und ihr redet.",
        about:
          "Omegle war eine der ersten Seiten, die zwei Fremde in einem Text- oder Videochat zusammenbrachte. Die Einfachheit machte es berühmt, doch fehlende Moderation und steigende Kosten führten dazu, dass der Gründer es abschaltete.",
        difference:
          "Acaso behält die Einfachheit bei und ergänzt, was Omegle fehlte: klare Regeln, einen Melden-Knopf in jedem Gespräch und Moderatoren, die Meldungen nachgehen – damit das Kennenlernen Spaß macht.",
      },
      chatroulette: {
        description:
          "Suchst du eine Chatroulette-Alternative? Acaso verbindet dich per Video mit zufälligen Menschen, kostenlos und ohne Konto.",
        intro:
          "Chatroulette machte das Springen von Webcam zu Webcam berühmt. Acaso bietet dieselbe Überraschung eines neuen Gesichts bei jedem Klick, in einer leichteren und freundlicheren Umgebung.",
        about:
          "Chatroulette startete 2009 und wurde dank seines Weiter-Knopfs zum Phänomen. Später verlangte es eine Anmeldung und führte Filter gegen Missbrauch ein.",
        difference:
          "Bei Acaso startest du ohne Konto, die Seite lädt auch mobil schnell, und die Community-Regeln sind sichtbar und gelten ab der ersten Sekunde.",
      },
      ometv: {
        description:
          "Eine OmeTV-Alternative direkt im Browser: kostenloser Zufallsvideochat mit Menschen aus aller Welt, ganz ohne App.",
        intro:
          "OmeTV ist vor allem als Handy-App beliebt. Acaso läuft direkt im Browser, auf dem Smartphone oder dem Computer, ohne Installation und ohne Konto.",
        about:
          "OmeTV ist ein Zufallsvideochat mit Apps für Android und iOS sowie einer Website, bekannt für seine Länder- und Geschlechterfilter.",
        difference:
          "Für Acaso musst du nichts installieren: Seite öffnen und reden. Die Website ist in sechs Sprachen übersetzt und läuft auch auf älteren Handys gut.",
      },
      emeraldChat: {
        description:
          "Eine einfachere Emerald-Chat-Alternative: Zufallsvideochat mit Fremden, kostenlos, ohne Karma-System und ohne Anmeldung.",
        intro:
          "Emerald Chat will ein geselligeres Omegle sein, mit Interessen, Karma und Freunden. Wenn du es lieber direkt magst, ist Acaso nur einen Klick von einem neuen Gespräch entfernt.",
        about:
          "Emerald Chat ist eine Chat-Seite mit Text- und Videomodus, Zuordnung nach Interessen, einem Reputationssystem und einem Bezahlabo mit zusätzlichen Filtern.",
        difference:
          "Acaso konzentriert sich auf das Wesentliche: ein schnelles, moderiertes Videogespräch. Keine Punkte, keine Level und kein Bezahlabo für das Nötigste.",
      },
      chatrandom: {
        description:
          "Eine Chatrandom-Alternative ohne Bezahlschranken: kostenloser Zufallsvideochat mit Fremden, moderiert und in deiner Sprache.",
        intro:
          "Chatrandom bietet Räume und Filter, viele davon nur im Abo. Bei Acaso ist der Videochat kostenlos und funktioniert für alle gleich.",
        about:
          "Chatrandom ist ein Zufallsvideochat mit Geschlechter- und Länderfiltern und Themenräumen, von denen mehrere nur zahlenden Mitgliedern offenstehen.",
        difference:
          "Bei Acaso gibt es kein Bezahlabo für Grundfunktionen, die Oberfläche ist aufgeräumt, und du kannst jedes Gespräch mit einem Klick melden.",
      },
      camsurf: {
        description:
          "Eine CamSurf-Alternative für alle, die Fremde per Video kennenlernen möchten: kostenlos, schnell und ohne Konto.",
        intro:
          "CamSurf ist als „sauberer“ Videochat bekannt geworden. Acaso teilt diese Idee: freundliche Gespräche mit Menschen von überall, mit klaren Regeln.",
        about:
          "CamSurf ist ein Zufallsvideochat mit Web- und Mobilversion, der Wert auf Moderation und eine familienfreundliche Atmosphäre legt.",
        difference:
          "Acaso startet ohne Registrierung, lädt schnell im Browser und ist in sechs Sprachen verfügbar, mit dem Melden-Knopf immer griffbereit.",
      },
    },
  },
} satisfies Catalog<"site">;
