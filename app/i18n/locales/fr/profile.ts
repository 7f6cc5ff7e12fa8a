import type { Catalog } from "../../types.ts";

export default {
  setup: {
    title: "Choisissez votre nom d’utilisateur",
    lead: "C’est ainsi que les autres vous verront dans les stories, les salons et les chats. Lettres, chiffres, - et _ uniquement.",
    username: "Nom d’utilisateur",
    usernameHint: "De 3 à 30 caractères. Vous pouvez le changer une fois tous les {{days}} jours.",
    bio: "À propos de vous",
    bioHint: "Jusqu’à {{max}} caractères, affichés sur votre carte de profil.",
    save: "Enregistrer",
    saving: "Enregistrement…",
    saved: "Profil enregistré.",
    edit: "Modifier le profil",
    cancel: "Annuler",
    avatar: "Changez votre photo dans votre compte",
    preview: "Votre nom d’utilisateur sera : {{name}}",
  },
  errors: {
    taken: "Ce nom d’utilisateur est déjà pris. Essayez-en un autre.",
    short: "Au moins 3 lettres ou chiffres.",
    wait: "Vous pourrez changer de nom d’utilisateur le {{date}}.",
    bioLong: "Votre texte est trop long.",
    control: "Retirez les caractères de contrôle invisibles.",
    generic: "Enregistrement impossible. Veuillez réessayer.",
    tooMany: "Trop de tentatives. Patientez un instant.",
  },
  verify: {
    title: "Confirmez votre adresse e-mail",
    text: "Nous avons envoyé un lien à {{email}}. Ouvrez-le pour publier des stories et écrire dans les salons et les chats.",
    resend: "Renvoyer le lien",
    sending: "Envoi…",
    sent: "Un nouveau lien arrive. Vérifiez votre boîte de réception et vos spams.",
    throttled: "Patientez une minute avant de demander un autre lien.",
    done: "Votre adresse e-mail est confirmée. Bienvenue !",
    failed: "Ce lien est invalide, expiré ou déjà utilisé. Demandez-en un nouveau ci-dessous.",
    needed: "Confirmez d’abord votre adresse e-mail.",
  },
  card: {
    memberSince: "Membre depuis le {{date}}",
    noUsername: "Nouveau membre",
    verified: "Vérifié",
  },
} satisfies Catalog<"profile">;
