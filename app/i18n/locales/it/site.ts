import type { Catalog } from "../../types.ts";

export default {
  keywords:
    "videochat casuale, parlare con sconosciuti, videochat gratis, chat con webcam, conoscere persone nuove, chat video",
  pages: {
    home: {
      title: "Videochat casuale con sconosciuti",
      description:
        "Conosci persone nuove da tutto il mondo in una videochat casuale e gratuita. Senza registrazione: attiva la fotocamera e inizia a parlare.",
    },
    chat: {
      title: "Videochat",
      heading: "Videochat con sconosciuti",
      description: "Avvia ora una videochat casuale gratuita e conosci una persona nuova con un clic.",
    },
    appHome: {
      title: "Tutto su Acaso",
      description:
        "Videochat, stanze di chat, pagine e assistenza: tutto ciò che offre Acaso in un unico posto.",
    },
    randomVideoChat: {
      title: "Videochat casuale",
      heading: "Videochat casuale",
      description:
        "Videochat casuale gratuita: abbinamento immediato con uno sconosciuto, passa al prossimo quando vuoi.",
    },
    alternative: { title: "Alternativa", description: "Un’alternativa gratuita per la videochat casuale." },
    contact: {
      title: "Contatti",
      description: "Domande, suggerimenti o una segnalazione? Scrivi al team di Acaso.",
    },
    privacyPolicy: {
      title: "Informativa sulla privacy",
      description: "Quali dati tratta Acaso quando usi la videochat, perché e quali sono i tuoi diritti.",
    },
    rules: {
      title: "Regole",
      description: "Le regole che tutti rispettano su Acaso perché la videochat resti cordiale e sicura.",
    },
    terms: {
      title: "Termini di servizio",
      description: "I termini che si applicano quando usi la videochat casuale di Acaso.",
    },
    authLogin: { title: "Accedi" },
    authOauthLogin: { title: "Accedi con un altro account" },
    authOauthRedirect: { title: "Accesso in corso" },
    authResetPassword: { title: "Reimposta la password" },
    authForgotPassword: { title: "Password dimenticata" },
    social: { title: "Community" },
    socialChats: { title: "Conversazioni" },
    socialChatRoom: { title: "Stanze di chat" },
    userAccount: { title: "Il mio account" },
    stories: { title: "Storie" },
    tiktok: { title: "Video brevi" },
    tiktokPopular: { title: "Video brevi popolari" },
    tiktokHashtag: { title: "Video brevi per hashtag" },
    tiktokHashtagPopular: { title: "Video popolari di un hashtag" },
    tiktokDownload: { title: "Scarica video brevi" },
    admin: { title: "Amministrazione" },
    adminLogin: { title: "Accesso amministratore" },
    adminAdsConfig: { title: "Impostazioni degli annunci" },
    adminRewardConfig: { title: "Impostazioni dei premi" },
    adminSafeConfig: { title: "Impostazioni del controllo di sicurezza" },
    adminSafe: { title: "Controllo di sicurezza" },
    adminSdaManagerConfig: { title: "Impostazioni del gestore annunci" },
    adminSdaStoriesPreview: { title: "Annunci tra le storie (anteprima)" },
    adminDiscoverConfig: { title: "Impostazioni dei post di Scopri" },
    adminDiscoverList: { title: "Post di Scopri" },
    adminAudit: { title: "Registro di controllo" },
    adminVideos: { title: "Video brevi" },
    adminRooms: { title: "Stanze di chat" },
    adminUsers: { title: "Utenti" },
    adminBans: { title: "Ban" },
    adminAppeals: { title: "Ricorsi" },
    adminReload: { title: "Ricaricamento forzato" },
    adminSecurity: { title: "Accesso a due fattori" },
    slug: { title: "Pagina" },
  },
  placeholder: {
    description: "Questa sezione di Acaso è in preparazione.",
    text: "Questa pagina è in preparazione e sarà disponibile a breve. Nel frattempo la videochat è aperta.",
    cta: "Apri la videochat",
  },
  home: {
    heading: "Parla con sconosciuti in video, subito",
    lead: "Un clic e sei faccia a faccia con qualcuno di nuovo da ogni parte del mondo. Gratis e senza account.",
    cta: "Avvia la videochat",
    note: "Servono una fotocamera e un microfono. Devi avere almeno 18 anni.",
    featuresTitle: "Perché le persone scelgono Acaso",
    features: {
      instant: {
        title: "Abbinamento immediato",
        text: "Vieni abbinato a qualcuno in pochi secondi. Non c’è intesa? Passa alla persona successiva quando vuoi.",
      },
      anonymous: {
        title: "Senza registrazione",
        text: "Niente profilo, niente e-mail, niente numero di telefono. Decidi tu cosa condividere nella conversazione.",
      },
      safe: {
        title: "Moderata e sicura",
        text: "Regole chiare, un pulsante di segnalazione in ogni chat e moderatori che intervengono sulle segnalazioni.",
      },
    },
    stepsTitle: "Come funziona",
    steps: {
      allow: "Consenti l’accesso a fotocamera e microfono quando il browser lo chiede.",
      start: "Premi il pulsante di avvio: cerchiamo qualcuno che sta aspettando come te.",
      next: "Saluta. Premi avanti per conoscere un’altra persona o fermati quando vuoi.",
    },
    safetyTitle: "Sii gentile, resta al sicuro",
    safetyText:
      "Non dare mai password, indirizzi o dati bancari a sconosciuti. Se qualcuno infrange le regole, segnalalo e vai avanti: la chat si chiude subito.",
    readRules: "Leggi le regole della community",
    alternativesTitle: "Cerchi un’alternativa?",
  },
  appHome: {
    heading: "Tutto su Acaso",
    lead: "Scegli dove andare: conosci qualcuno di nuovo in video, entra in una stanza di chat o leggi le nostre pagine.",
    sections: {
      videoChat: { title: "Videochat", text: "Parla faccia a faccia con uno sconosciuto scelto a caso." },
      randomVideoChat: {
        title: "Videochat casuale",
        text: "Il classico: un clic, ogni volta una persona nuova.",
      },
      chatRooms: { title: "Stanze di chat", text: "Entra in una stanza e scrivi con più persone." },
      stories: { title: "Storie", text: "Guarda cosa condivide la community." },
      tiktok: { title: "Video brevi", text: "I video brevi più popolari, per hashtag." },
      contact: { title: "Contatti", text: "Scrivici per domande o suggerimenti." },
    },
    pagesTitle: "Pagine",
    legalTitle: "Regole e informative",
  },
  contact: {
    heading: "Contattaci",
    lead: "Domande, suggerimenti, proposte di collaborazione o un problema da segnalare: scrivici e ti risponderemo via e-mail.",
    fields: {
      name: "Nome",
      email: "Indirizzo e-mail",
      subject: "Oggetto",
      message: "Messaggio",
    },
    send: "Invia messaggio",
    sending: "Invio in corso…",
    success: "Grazie! Il tuo messaggio è stato inviato.",
    rateLimited: "Hai inviato diversi messaggi in poco tempo. Riprova più tardi.",
    robotCheck: "La verifica anti-robot non è riuscita. Invia di nuovo il messaggio.",
  },
  alternatives: {
    title: "Alternativa gratuita a {{name}}",
    keywords:
      "alternativa a {{name}}, siti come {{name}}, {{name}} gratis, videochat casuale, parlare con sconosciuti",
    heading: "L’alternativa gratuita a {{name}}",
    linkText: "Alternativa a {{name}}",
    cta: "Avvia la videochat",
    aboutTitle: "Cos’è {{name}}",
    differenceTitle: "Cosa fa Acaso in modo diverso da {{name}}",
    pointsTitle: "Cosa trovi su Acaso",
    othersTitle: "Altre alternative",
    points: {
      free: {
        title: "Gratis per tutti",
        text: "Videochat senza costi, crediti o abbonamenti che blocchino le funzioni di base.",
      },
      noSignup: {
        title: "Inizia senza account",
        text: "Attiva la fotocamera, premi avvia e parla. Niente da compilare prima.",
      },
      moderated: {
        title: "Una moderazione che funziona",
        text: "Regole fatte rispettare, segnalazioni lette ed espulsioni in caso di abusi.",
      },
      languages: {
        title: "Nella tua lingua",
        text: "Tutto il sito in portoghese, spagnolo, inglese, tedesco, francese e italiano.",
      },
    },
    targets: {
      omegle: {
        description:
          "Omegle ha chiuso nel 2023. Acaso è un’alternativa gratuita a Omegle: videochat casuale con sconosciuti, senza registrazione e moderata.",
        intro:
          "Omegle ha chiuso i battenti nel novembre 2023, dopo quattordici anni. Se ti manca conoscere sconosciuti in video, Acaso funziona come te lo ricordi: un clic e state già parlando.",
        about:
          "Omegle è stato uno dei primi siti a mettere in contatto due sconosciuti in una chat testuale o video. La semplicità lo ha reso famoso, ma la mancanza di moderazione e i costi crescenti hanno spinto il fondatore a chiuderlo.",
        difference:
          "Acaso mantiene la semplicità e aggiunge ciò che mancava a Omegle: regole chiare, un pulsante di segnalazione in ogni conversazione e moderatori che intervengono sulle segnalazioni, perché conoscere persone resti divertente.",
      },
      chatroulette: {
        description:
          "Cerchi un’alternativa a Chatroulette? Acaso ti mette in contatto in video con persone a caso, gratis e senza account.",
        intro:
          "Chatroulette ha reso famoso il salto da una webcam all’altra. Acaso ti offre la stessa sorpresa di un volto nuovo a ogni clic, in un ambiente più leggero e cordiale.",
        about:
          "Chatroulette è nato nel 2009 ed è diventato un fenomeno grazie al pulsante avanti. Col tempo ha iniziato a richiedere l’accesso e ha aggiunto filtri contro gli abusi.",
        difference:
          "Su Acaso inizi senza creare un account, la pagina si carica in fretta anche con la rete mobile e le regole della community sono visibili e valgono dal primo secondo.",
      },
      ometv: {
        description:
          "Un’alternativa a OmeTV che funziona nel browser: videochat casuale gratuita con persone di tutto il mondo, senza app.",
        intro:
          "OmeTV è popolare soprattutto come app per smartphone. Acaso funziona direttamente nel browser, sul telefono o sul computer, senza installazioni e senza account.",
        about:
          "OmeTV è un servizio di videochat casuale con app per Android e iOS e un sito web, noto per i filtri per paese e genere.",
        difference:
          "Acaso non richiede installazioni: apri la pagina e parla. Il sito è tradotto in sei lingue e funziona bene anche sui telefoni meno recenti.",
      },
      emeraldChat: {
        description:
          "Un’alternativa più semplice a Emerald Chat: videochat casuale con sconosciuti, gratuita, senza sistema di karma e senza registrazione.",
        intro:
          "Emerald Chat vuole essere un Omegle più social, con interessi, karma e amici. Se preferisci qualcosa di diretto, Acaso è a un clic da una nuova conversazione.",
        about:
          "Emerald Chat è un sito di chat con modalità testo e video, abbinamento per interessi, un sistema di reputazione e un piano a pagamento con filtri aggiuntivi.",
        difference:
          "Acaso si concentra su ciò che conta: una conversazione video rapida e moderata. Niente punti, niente livelli e nessun piano a pagamento per l’essenziale.",
      },
      chatrandom: {
        description:
          "Un’alternativa a Chatrandom senza paywall: videochat casuale gratuita con sconosciuti, moderata e nella tua lingua.",
        intro:
          "Chatrandom offre stanze e filtri, molti dei quali riservati agli abbonati. Su Acaso la videochat è gratuita e funziona allo stesso modo per tutti.",
        about:
          "Chatrandom è un sito di videochat casuale con filtri per genere e paese e stanze a tema, diverse delle quali riservate ai membri paganti.",
        difference:
          "Su Acaso non esiste un piano a pagamento per le funzioni di base, l’interfaccia è pulita e puoi segnalare qualsiasi conversazione con un clic.",
      },
      camsurf: {
        description:
          "Un’alternativa a CamSurf per chi vuole conoscere sconosciuti in video: gratuita, veloce e senza creare un account.",
        intro:
          "CamSurf si è fatto conoscere come una videochat “pulita”. Acaso condivide questa idea: conversazioni cordiali con persone di ogni luogo, con regole chiare.",
        about:
          "CamSurf è un servizio di videochat casuale con versioni web e mobile che punta sulla moderazione e su un’atmosfera adatta a tutti.",
        difference:
          "Acaso parte senza registrazione, si carica in fretta nel browser ed è disponibile in sei lingue, con il pulsante di segnalazione sempre a portata di mano.",
      },
    },
  },
} satisfies Catalog<"site">;
