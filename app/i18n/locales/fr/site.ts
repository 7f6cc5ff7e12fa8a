import type { Catalog } from "../../types.ts";

export default {
  keywords:
    "chat vidéo aléatoire, parler à des inconnus, chat vidéo gratuit, tchat webcam, rencontrer des gens, discussion vidéo",
  pages: {
    home: {
      title: "Chat vidéo aléatoire avec des inconnus",
      description:
        "Rencontrez de nouvelles personnes du monde entier dans un chat vidéo aléatoire et gratuit. Sans inscription : autorisez la caméra et commencez à parler.",
    },
    chat: {
      title: "Chat vidéo",
      heading: "Chat vidéo avec des inconnus",
      description:
        "Lancez maintenant un chat vidéo aléatoire gratuit et rencontrez quelqu’un de nouveau en un clic.",
    },
    appHome: {
      title: "Tout Acaso",
      description: "Chat vidéo, salons, pages et aide : tout ce que propose Acaso au même endroit.",
    },
    randomVideoChat: {
      title: "Chat vidéo aléatoire",
      heading: "Chat vidéo aléatoire",
      description:
        "Chat vidéo aléatoire gratuit : mis en relation avec un inconnu en un instant, passez au suivant quand vous voulez.",
    },
    alternative: { title: "Alternative", description: "Une alternative gratuite de chat vidéo aléatoire." },
    contact: {
      title: "Contact",
      description: "Une question, une suggestion ou un signalement ? Écrivez à l’équipe d’Acaso.",
    },
    privacyPolicy: {
      title: "Politique de confidentialité",
      description:
        "Quelles données Acaso traite lorsque vous utilisez le chat vidéo, pourquoi, et quels sont vos droits.",
    },
    rules: {
      title: "Règles",
      description: "Les règles que chacun respecte sur Acaso pour que le chat vidéo reste convivial et sûr.",
    },
    terms: {
      title: "Conditions d’utilisation",
      description: "Les conditions qui s’appliquent à l’utilisation du chat vidéo aléatoire Acaso.",
    },
    authLogin: { title: "Se connecter" },
    authOauthLogin: { title: "Se connecter avec un autre compte" },
    authOauthRedirect: { title: "Connexion en cours" },
    authResetPassword: { title: "Réinitialiser le mot de passe" },
    authForgotPassword: { title: "Mot de passe oublié" },
    social: { title: "Communauté" },
    socialChats: { title: "Conversations" },
    socialChatRoom: { title: "Salons de discussion" },
    userAccount: { title: "Mon compte" },
    stories: { title: "Stories" },
    tiktok: { title: "Vidéos courtes" },
    tiktokPopular: { title: "Vidéos courtes populaires" },
    tiktokHashtag: { title: "Vidéos courtes par hashtag" },
    tiktokHashtagPopular: { title: "Vidéos populaires d’un hashtag" },
    tiktokDownload: { title: "Télécharger des vidéos courtes" },
    admin: { title: "Administration" },
    adminLogin: { title: "Connexion administrateur" },
    adminAdsConfig: { title: "Réglages des publicités" },
    adminRewardConfig: { title: "Réglages des récompenses" },
    adminSafeConfig: { title: "Réglages du contrôle de sécurité" },
    adminSafe: { title: "Contrôle de sécurité" },
    adminSdaManagerConfig: { title: "Réglages du gestionnaire de publicités" },
    adminSdaStoriesPreview: { title: "Annonces entre les stories (aperçu)" },
    adminDiscoverConfig: { title: "Réglages des publications Découvrir" },
    adminDiscoverList: { title: "Publications Découvrir" },
    adminAudit: { title: "Journal d’audit" },
    adminVideos: { title: "Vidéos courtes" },
    adminRooms: { title: "Salons de discussion" },
    adminUsers: { title: "Utilisateurs" },
    adminBans: { title: "Bannissements" },
    adminAppeals: { title: "Recours" },
    adminReload: { title: "Rechargement forcé" },
    adminSecurity: { title: "Connexion à deux facteurs" },
    slug: { title: "Page" },
  },
  placeholder: {
    description: "Cette partie d’Acaso est en préparation.",
    text: "Cette page est en préparation et sera bientôt disponible. En attendant, le chat vidéo est ouvert.",
    cta: "Ouvrir le chat vidéo",
  },
  home: {
    heading: "Parlez à des inconnus en vidéo, dès maintenant",
    lead: "Un clic et vous voilà face à quelqu’un de nouveau, venu de n’importe où dans le monde. Gratuit, sans compte.",
    cta: "Lancer le chat vidéo",
    note: "Il vous faut une caméra et un micro. Vous devez avoir 18 ans ou plus.",
    featuresTitle: "Pourquoi choisir Acaso",
    features: {
      instant: {
        title: "Mise en relation immédiate",
        text: "Vous êtes mis en relation en quelques secondes. Ça ne colle pas ? Passez à la personne suivante quand vous voulez.",
      },
      anonymous: {
        title: "Sans inscription",
        text: "Pas de profil, pas d’e-mail, pas de numéro de téléphone. Vous décidez de ce que vous partagez.",
      },
      safe: {
        title: "Modéré et sûr",
        text: "Des règles claires, un bouton de signalement dans chaque chat et des modérateurs qui traitent les signalements.",
      },
    },
    stepsTitle: "Comment ça marche",
    steps: {
      allow: "Autorisez l’accès à la caméra et au micro quand le navigateur le demande.",
      start: "Appuyez sur démarrer : nous cherchons quelqu’un qui attend aussi.",
      next: "Dites bonjour. Appuyez sur suivant pour rencontrer quelqu’un d’autre, ou arrêtez quand vous voulez.",
    },
    safetyTitle: "Restez aimable, restez prudent",
    safetyText:
      "Ne communiquez jamais de mots de passe, d’adresses ni de coordonnées bancaires à des inconnus. Si quelqu’un enfreint les règles, signalez-le et passez à autre chose : le chat s’arrête aussitôt.",
    readRules: "Lire les règles de la communauté",
    alternativesTitle: "Vous cherchez une alternative ?",
  },
  appHome: {
    heading: "Tout Acaso",
    lead: "Choisissez où aller : rencontrez quelqu’un en vidéo, rejoignez un salon ou lisez nos pages.",
    sections: {
      videoChat: { title: "Chat vidéo", text: "Parlez face à face avec un inconnu choisi au hasard." },
      randomVideoChat: {
        title: "Chat vidéo aléatoire",
        text: "Le classique : un clic, une nouvelle personne à chaque fois.",
      },
      chatRooms: {
        title: "Salons de discussion",
        text: "Rejoignez un salon et discutez par écrit avec plusieurs personnes.",
      },
      stories: { title: "Stories", text: "Découvrez ce que partage la communauté." },
      tiktok: { title: "Vidéos courtes", text: "Les vidéos courtes populaires, par hashtag." },
      contact: { title: "Contact", text: "Écrivez-nous pour une question ou une suggestion." },
    },
    pagesTitle: "Pages",
    legalTitle: "Règles et politiques",
  },
  contact: {
    heading: "Nous contacter",
    lead: "Questions, suggestions, propositions de partenariat ou problème à signaler : écrivez-nous et nous vous répondrons par e-mail.",
    fields: {
      name: "Nom",
      email: "Adresse e-mail",
      subject: "Objet",
      message: "Message",
    },
    send: "Envoyer le message",
    sending: "Envoi en cours…",
    success: "Merci ! Votre message a bien été envoyé.",
    rateLimited: "Vous avez envoyé plusieurs messages en peu de temps. Veuillez réessayer plus tard.",
    robotCheck: "La vérification anti-robot a échoué. Veuillez renvoyer le message.",
  },
  alternatives: {
    title: "Alternative gratuite à {{name}}",
    keywords:
      "alternative à {{name}}, sites comme {{name}}, {{name}} gratuit, chat vidéo aléatoire, parler à des inconnus",
    heading: "L’alternative gratuite à {{name}}",
    linkText: "Alternative à {{name}}",
    cta: "Lancer le chat vidéo",
    aboutTitle: "À propos de {{name}}",
    differenceTitle: "Ce qu’Acaso fait autrement que {{name}}",
    pointsTitle: "Ce que vous trouvez sur Acaso",
    othersTitle: "Autres alternatives",
    points: {
      free: {
        title: "Gratuit pour tous",
        text: "Un chat vidéo sans frais, sans crédits et sans abonnement pour l’essentiel.",
      },
      noSignup: {
        title: "Sans compte",
        text: "Autorisez la caméra, appuyez sur démarrer, parlez. Rien à remplir avant.",
      },
      moderated: {
        title: "Une modération efficace",
        text: "Des règles appliquées, des signalements lus et des exclusions en cas d’abus.",
      },
      languages: {
        title: "Dans votre langue",
        text: "Tout le site en portugais, espagnol, anglais, allemand, français et italien.",
      },
    },
    targets: {
      omegle: {
        description:
          "Omegle a fermé en 2023. Acaso est une alternative gratuite à Omegle : chat vidéo aléatoire avec des inconnus, sans inscription et modéré.",
        intro:
          "Omegle a fermé ses portes en novembre 2023, après quatorze ans. Si rencontrer des inconnus en vidéo vous manque, Acaso fonctionne comme dans vos souvenirs : un clic et vous discutez.",
        about:
          "Omegle a été l’un des premiers sites à réunir deux inconnus dans un chat texte ou vidéo. Sa simplicité l’a rendu célèbre, mais le manque de modération et la hausse des coûts ont conduit son fondateur à le fermer.",
        difference:
          "Acaso garde la simplicité et ajoute ce qui manquait à Omegle : des règles claires, un bouton de signalement dans chaque conversation et des modérateurs qui traitent les signalements, pour que les rencontres restent un plaisir.",
      },
      chatroulette: {
        description:
          "Vous cherchez une alternative à Chatroulette ? Acaso vous met en relation en vidéo avec des personnes au hasard, gratuitement et sans compte.",
        intro:
          "Chatroulette a rendu célèbre le passage d’une webcam à l’autre. Acaso offre la même surprise d’un nouveau visage à chaque clic, dans une ambiance plus légère et plus conviviale.",
        about:
          "Chatroulette est apparu en 2009 et est devenu un phénomène grâce à son bouton suivant. Avec le temps, il a exigé une connexion et ajouté des filtres contre les abus.",
        difference:
          "Sur Acaso, vous commencez sans créer de compte, la page se charge vite même en connexion mobile, et les règles de la communauté sont visibles et appliquées dès la première seconde.",
      },
      ometv: {
        description:
          "Une alternative à OmeTV qui fonctionne dans le navigateur : chat vidéo aléatoire gratuit avec des gens du monde entier, sans application.",
        intro:
          "OmeTV est surtout connu pour son application mobile. Acaso fonctionne directement dans le navigateur, sur téléphone comme sur ordinateur, sans installation et sans compte.",
        about:
          "OmeTV est un service de chat vidéo aléatoire proposant des applications Android et iOS ainsi qu’un site web, connu pour ses filtres par pays et par genre.",
        difference:
          "Acaso ne demande aucune installation : ouvrez la page et parlez. Le site est traduit en six langues et fonctionne bien même sur des téléphones anciens.",
      },
      emeraldChat: {
        description:
          "Une alternative plus simple à Emerald Chat : chat vidéo aléatoire avec des inconnus, gratuit, sans système de karma ni inscription.",
        intro:
          "Emerald Chat veut être un Omegle plus social, avec des centres d’intérêt, du karma et des amis. Si vous préférez aller droit au but, Acaso est à un clic d’une nouvelle conversation.",
        about:
          "Emerald Chat est un site de discussion avec des modes texte et vidéo, une mise en relation par centres d’intérêt, un système de réputation et une offre payante avec des filtres supplémentaires.",
        difference:
          "Acaso se concentre sur l’essentiel : une conversation vidéo rapide et modérée. Pas de points, pas de niveaux et pas d’offre payante pour le nécessaire.",
      },
      chatrandom: {
        description:
          "Une alternative à Chatrandom sans mur payant : chat vidéo aléatoire gratuit avec des inconnus, modéré et dans votre langue.",
        intro:
          "Chatrandom propose des salons et des filtres, dont beaucoup sont réservés aux abonnés. Sur Acaso, le chat vidéo est gratuit et fonctionne de la même façon pour tous.",
        about:
          "Chatrandom est un site de chat vidéo aléatoire avec des filtres par genre et par pays et des salons thématiques, dont plusieurs sont réservés aux membres payants.",
        difference:
          "Sur Acaso, aucune offre payante pour les fonctions de base, l’interface est épurée, et vous pouvez signaler n’importe quelle conversation en un clic.",
      },
      camsurf: {
        description:
          "Une alternative à CamSurf pour rencontrer des inconnus en vidéo : gratuite, rapide et sans création de compte.",
        intro:
          "CamSurf s’est fait connaître comme un chat vidéo « propre ». Acaso partage cette idée : des conversations conviviales avec des gens de partout, avec des règles claires.",
        about:
          "CamSurf est un service de chat vidéo aléatoire, en version web et mobile, qui met l’accent sur la modération et une ambiance familiale.",
        difference:
          "Acaso démarre sans inscription, se charge vite dans le navigateur et est disponible en six langues, avec le bouton de signalement toujours à portée de main.",
      },
    },
  },
} satisfies Catalog<"site">;
