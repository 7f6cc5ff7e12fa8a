import type { Catalog } from "../../types.ts";

export default {
  reasons: {
    nudity: "Nudité ou contenu sexuel à la caméra",
    minor: "Tout ce qui implique une personne de moins de 18 ans",
    harassment: "Harcèlement ou haine",
    violence: "Violence ou menaces",
    spam: "Spam, publicité ou arnaques",
    other: "Une autre infraction aux règles",
  },
  evidence: {
    report: "Un signalement de la personne avec qui vous parliez",
    conversation: "Les derniers messages de cette conversation",
    capture: "Des photos de sécurité de votre propre caméra",
    automatedCheck: "Une vérification automatique d’image",
    reportVolume: "Plusieurs personnes vous ont signalé en quelques minutes",
    moderatorReview: "L’examen par un modérateur de votre utilisation du chat",
  },
  ban: {
    title: "Vous ne pouvez pas utiliser le chat vidéo pour le moment",
    intro:
      "Ce navigateur a été banni du chat vidéo pour non-respect des règles. Voici pourquoi, pour combien de temps et comment demander un réexamen.",
    why: "Pourquoi",
    rules: "Lire les règles",
    evidenceTitle: "Sur quoi repose la décision",
    automated:
      "Ce bannissement a commencé automatiquement, avant qu’un modérateur ne le voie. Un modérateur va le réexaminer.",
    byModerator: "Un modérateur a pris cette décision.",
    howLong: "Pour combien de temps",
    until: "Jusqu’au {{date}}",
    permanent: "Définitif",
    appealTitle: "Demander un réexamen",
    appealIntro:
      "Vous pensez qu’il s’agit d’une erreur ? Racontez-nous ce qui s’est passé. Un modérateur autre que celui qui a décidé l’examinera. Vous pouvez faire recours jusqu’au {{date}}.",
    appealLabel: "Que s’est-il passé ?",
    appealHint:
      "Entre 10 et 2000 caractères. N’indiquez jamais de mot de passe, d’adresse ni de numéro de téléphone.",
    appealSubmit: "Envoyer le recours",
    appealSending: "Envoi…",
    appealSent:
      "Votre recours a été envoyé le {{date}}. Un modérateur va décider ; revenez ici pour voir la réponse.",
    appealRejected: "Votre dernier recours a été examiné le {{date}} et le bannissement a été maintenu.",
    appealOver: "Le délai pour contester cette décision est dépassé.",
    errors: {
      appealOpen: "Un recours attend déjà une décision.",
      appealWindowOver: "Le délai pour contester cette décision est dépassé.",
      robotCheck: "La vérification anti-robot a échoué. Réessayez.",
      rateLimited: "Trop de tentatives. Réessayez plus tard.",
    },
  },
  warning: {
    title: "Un avertissement des modérateurs",
    text: "Vous avez été signalé pour : {{reason}}. Respectez les règles : la prochaine fois, cela peut mener à un bannissement.",
    ok: "J’ai compris",
  },
  outcome: {
    accepted: "Votre recours a été accepté : le bannissement est levé et vous pouvez de nouveau discuter.",
    rejected: "Votre recours a été examiné et le bannissement est maintenu jusqu’au {{date}}.",
    rejectedPermanent: "Votre recours a été examiné et le bannissement est maintenu.",
    ok: "D’accord",
  },
  blur: {
    setting: "Flouter la nudité",
    settingHint: "Vérifié uniquement sur cet appareil : aucune image n’en sort.",
    overlay: "Cette vidéo pourrait montrer de la nudité, elle est donc floutée.",
    show: "Afficher quand même",
    report: "Signaler",
  },
} satisfies Catalog<"moderation">;
