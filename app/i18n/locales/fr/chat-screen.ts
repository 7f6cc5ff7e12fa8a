// L'écran du chat (issue 16). Les clés sont celles de l'anglais (en/chat-screen.ts).
export default {
  banned: "Vous ne pouvez plus utiliser le chat vidéo.",
  typing: "L'inconnu écrit…",
  emojiPicker: "Réactions emoji",
  reconnecting: {
    self: "Votre connexion a été coupée. Reconnexion…",
    peer: "La connexion de l'inconnu a été coupée. En attente de son retour…",
  },
  notices: {
    peerReconnecting: "La connexion de l'inconnu a été coupée. Le chat reste ouvert quelques secondes.",
    peerBack: "L'inconnu est de retour.",
    resumed: "Vous êtes de retour dans la conversation.",
  },
  searching: {
    online_one: "{{n}} personne en ligne",
    online_other: "{{n}} personnes en ligne",
    video: "Une vidéo à regarder en attendant",
    videoTitled: "En attendant : {{title}}",
  },
  quality: {
    label: "Connexion {{level}}",
    good: "bonne",
    fair: "moyenne",
    poor: "mauvaise",
    direct: "directe",
    relayed: "par le serveur relais",
    details: "{{rtt}} ms aller-retour, {{loss}} % de paquets perdus, {{route}}",
  },
  preview: { move: "Faites glisser votre image dans un coin" },
  start: {
    accept: "En appuyant sur Démarrer, vous acceptez les",
    rules: "Règles",
    terms: "Conditions d'utilisation",
    checkConnection: "Tester ma connexion",
  },
  check: {
    title: "Caméra, micro et connexion",
    noCamera: "Texte seulement : pas de caméra.",
    microphone: "Micro",
    micLevel: "Niveau du micro",
    micHint: "Dites quelque chose : la barre bouge quand votre micro vous entend.",
    noMicrophone: "Pas de micro : l'autre personne ne vous entendra pas.",
    network: "Réseau",
    testing: "Test de votre réseau…",
    failed: "Le test du réseau n'a pas pu se faire. Vous pouvez quand même commencer.",
    again: "Tester à nouveau",
    skip: "Passer",
    start: "Commencer à discuter",
    verdicts: {
      direct: "La vidéo se connectera directement.",
      relay: "La vidéo passera par notre serveur relais.",
      blocked: "La vidéo ne se connectera probablement pas depuis ce réseau.",
    },
    reasons: {
      hiddenIp:
        "Vous avez choisi de masquer votre IP : votre vidéo passe par le serveur relais. Cela fonctionne ; le démarrage peut être un peu plus lent.",
      relayUnreachable:
        "« Masquer mon adresse IP » a besoin de notre serveur relais, injoignable depuis ce réseau. Désactivez l'option ou essayez un autre réseau.",
      noRelay:
        "« Masquer mon adresse IP » a besoin d'un serveur relais, et aucun n'est disponible pour le moment. Désactivez l'option pour discuter.",
      stun: "Votre réseau laisse la vidéo aller directement à l'autre personne : le chemin le plus rapide.",
      openAddress: "Votre réseau laisse la vidéo aller directement à l'autre personne.",
      symmetricNat:
        "Votre box change de port à chaque connexion, donc la vidéo directe échoue souvent ; le serveur relais prendra le relais. Le démarrage peut être un peu plus lent.",
      udpBlocked:
        "Un pare-feu bloque la vidéo directe (UDP), donc le serveur relais la transportera. Si les appels saccadent, essayez un autre Wi-Fi ou les données mobiles.",
      nothing:
        "Un pare-feu semble bloquer les appels vidéo. Essayez un autre Wi-Fi ou les données mobiles, coupez votre VPN ou demandez à l'administrateur du réseau d'autoriser UDP. Le chat texte fonctionne toujours.",
    },
  },
};
