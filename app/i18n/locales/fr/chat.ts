import type { Catalog } from "../../types.ts";

export default {
  title: "Chat vidéo aléatoire",
  status: {
    "primary-action": "Appuyez sur Démarrer pour rencontrer quelqu’un de nouveau.",
    searching: "Recherche d’une personne avec qui parler…",
    "searching-sda": "Recherche d’une personne avec qui parler…",
    "pre-connecting": "Quelqu’un a été trouvé ! Connexion…",
    connecting: "Connexion de la vidéo…",
    connected: "Connecté. Dites bonjour !",
    "connected-fa":
      "La vidéo n’a pas pu se connecter. Vous pouvez encore discuter par écrit, ou appuyer sur Suivant.",
    stoped: "Arrêté. Appuyez sur Démarrer pour discuter à nouveau.",
    reporting: "Signalement de cette personne…",
    filtering: "Choix de vos réglages…",
    "reconnect-failed": "Impossible de se reconnecter au serveur.",
    connectedTextOnly: "Connecté. Discutez par écrit : l’un de vous n’a pas de caméra.",
    reconnecting: "Connexion perdue. Reconnexion…",
    coolingOff: "Trop de connexions de votre réseau ont été coupées. Nouvel essai dans {{seconds}} s…",
  },
  actions: {
    start: "Démarrer",
    next: "Suivant",
    stop: "Arrêter",
    report: "Signaler",
    retry: "Essayer de se reconnecter",
    settings: "Caméra et micro",
    mute: "Couper le micro",
    unmute: "Activer le micro",
    cameraOff: "Éteindre la caméra",
    cameraOn: "Allumer la caméra",
    tapToPlay: "Touchez pour lire la vidéo",
  },
  shortcuts: {
    title: "Raccourcis clavier",
    next: "Échap : personne suivante",
    start: "Alt+S : démarrer",
    stop: "Alt+X : arrêter",
    report: "Alt+R : signaler",
    mute: "Alt+M : micro activé/coupé",
    camera: "Alt+V : caméra allumée/éteinte",
  },
  video: {
    local: "Votre caméra",
    remote: "Caméra de l’autre personne",
    peerNoCamera: "Cette personne n’a pas de caméra. Vous pouvez discuter par écrit.",
    peerWaiting: "La vidéo de l’autre personne apparaîtra ici.",
    cameraOff: "Votre caméra est éteinte",
    textOnly: "Texte seulement : l’autre personne voit une image à la place de votre vidéo.",
  },
  camera: {
    asking: "Autorisez l’accès à la caméra et au micro quand votre navigateur le demande.",
    deniedTitle: "Caméra et micro bloqués",
    deniedText:
      "Le chat vidéo a besoin de votre caméra et de votre micro pour que l’autre personne vous voie et vous entende. Votre navigateur a refusé l’accès pour ce site.",
    howToTitle: "Comment les autoriser",
    howTo: {
      chrome:
        "Chrome : cliquez sur l’icône de caméra ou de cadenas dans la barre d’adresse, réglez Caméra et Micro sur Autoriser, puis rechargez la page.",
      edge: "Edge : cliquez sur le cadenas dans la barre d’adresse, choisissez Autorisations pour ce site, autorisez Caméra et Micro, puis rechargez.",
      firefox:
        "Firefox : cliquez sur l’icône de caméra barrée dans la barre d’adresse, retirez le blocage de la caméra et du micro, puis rechargez.",
      safari:
        "Safari : ouvrez les Réglages de ce site web (menu Safari sur Mac, bouton aA sur iPhone), réglez Caméra et Micro sur Autoriser, puis rechargez.",
      samsung:
        "Samsung Internet : touchez le cadenas dans la barre d’adresse, ouvrez Autorisations, autorisez Caméra et Micro, puis rechargez.",
      opera:
        "Opera : cliquez sur l’icône de caméra dans la barre d’adresse, autorisez Caméra et Micro, puis rechargez.",
      other:
        "Ouvrez les paramètres du site dans votre navigateur, autorisez Caméra et Micro, puis rechargez. Sur un téléphone, vérifiez aussi dans les réglages du système que le navigateur peut utiliser la caméra.",
    },
    tryAgain: "Réessayer",
    continueTextOnly: "Continuer sans caméra (texte seulement)",
    unsupported: "Navigateur non pris en charge. Veuillez essayer avec un autre.",
    noDevice: "Aucune caméra ni aucun micro trouvé. Vous pouvez quand même discuter par écrit.",
    inUse: "Votre caméra est utilisée par une autre application. Fermez-la et réessayez.",
    error: "La caméra n’a pas pu démarrer : {{message}}",
  },
  privacy: {
    hideIp: "Masquer mon adresse IP",
    hideIpHint:
      "Votre vidéo passe par notre serveur relais : l’autre personne ne peut pas voir votre adresse IP. La connexion peut prendre un peu plus de temps. S’applique à partir de la prochaine personne.",
  },
  settings: {
    title: "Caméra et micro",
    camera: "Caméra",
    microphone: "Micro",
    interests: "Centres d’intérêt (séparés par des virgules)",
    interestsHint: "Nous essayons de vous mettre en relation avec des personnes qui les partagent.",
    done: "Terminé",
    device: "Appareil {{n}}",
  },
  chat: {
    title: "Chat écrit",
    log: "Conversation",
    input: "Message",
    placeholder: "Écrivez un message…",
    send: "Envoyer",
    emoji: "Envoyer un emoji",
    you: "Vous",
    stranger: "Inconnu",
    empty: "Les messages apparaîtront ici une fois connectés.",
    newMessage: "Nouveau message de l’inconnu",
  },
  notices: {
    matched: "Vous parlez maintenant avec un inconnu. Soyez bienveillant.",
    peerLeft: "L’inconnu est parti. Recherche de quelqu’un d’autre…",
    reported: "Merci. Votre signalement a été envoyé et vous ne retomberez plus sur cette personne.",
    rtcFailed: "La liaison vidéo a échoué. Le chat écrit fonctionne toujours.",
  },
  report: {
    title: "Signaler cette personne",
    description:
      "Choisissez ce qui s’est passé. La conversation se termine et vous ne serez plus mis en relation.",
    reasons: {
      nudity: "Nudité ou contenu sexuel",
      minor: "Semble avoir moins de 18 ans",
      harassment: "Harcèlement ou haine",
      violence: "Violence ou menaces",
      spam: "Spam ou publicité",
      other: "Autre chose",
    },
    details: "Détails (facultatif)",
    submit: "Envoyer le signalement",
    cancel: "Annuler",
  },
} satisfies Catalog<"chat">;
