import type { Catalog } from "../../types.ts";

export default {
  fields: {
    email: "E-mail",
    password: "Mot de passe",
    displayName: "Nom",
    username: "Nom d’utilisateur",
    currentPassword: "Mot de passe actuel",
    newPassword: "Nouveau mot de passe",
  },
  login: {
    title: "Se connecter",
    submit: "Se connecter",
    withGoogle: "Continuer avec Google",
    noAccount: "Pas encore de compte ? Inscrivez-vous",
    forgot: "Mot de passe oublié ?",
    tooManyAttempts: "Trop de tentatives. Réessayez dans {{minutes}} minutes.",
    providerUnavailable:
      "Le service de connexion est injoignable. Réessayez dans quelques minutes ou connectez-vous avec votre e-mail et votre mot de passe.",
  },
  signup: {
    title: "Créer un compte",
    submit: "S’inscrire",
    haveAccount: "Déjà un compte ? Connectez-vous",
    passwordHint: "Au moins 8 caractères. Les longues phrases sont les meilleures.",
    checkInboxTitle: "Consultez votre boîte mail",
    checkInbox:
      "Nous avons envoyé un message à {{email}}. Ouvrez le lien qu’il contient pour confirmer votre adresse et vous connecter.",
    checkInboxHint:
      "Cela peut prendre quelques minutes ; regardez aussi dans les spams. Le lien est valable 24 heures. Si cette adresse a déjà un compte, le message vous explique comment vous connecter.",
    backToLogin: "Retour à la connexion",
  },
  modal: {
    title: "Connectez-vous pour continuer",
    close: "Fermer",
    loggedIn: "Vous êtes connecté.",
  },
  reset: {
    requestTitle: "Réinitialiser le mot de passe",
    requestIntro:
      "Saisissez l’adresse e-mail de votre compte et nous vous enverrons un lien pour choisir un nouveau mot de passe.",
    requestSubmit: "Envoyer le lien",
    requestSent: "Si un compte existe pour cette adresse, le lien est en route. Il est valable 1 heure.",
    confirmTitle: "Choisissez un nouveau mot de passe",
    confirmSubmit: "Enregistrer le nouveau mot de passe",
    done: "Votre mot de passe a été modifié. Connectez-vous avec lui.",
  },
  account: {
    title: "Mon compte",
    profile: "Profil",
    save: "Enregistrer",
    saved: "Enregistré.",
    avatar: "Photo",
    avatarChoose: "Choisir une photo",
    avatarUploaded: "Photo mise à jour.",
    avatarUploading: "Envoi de la photo…",
    avatarNotImage: "Ce fichier n’est pas une image acceptée : choisissez une image JPEG, PNG, GIF ou WebP.",
    avatarCorrupt: "Cette image est endommagée et n’a pas pu être lue. Essayez un autre fichier.",
    avatarTooLarge:
      "Cette image est trop grande. Choisissez un fichier plus petit, de 4096 pixels au plus par côté.",
    password: "Mot de passe",
    changePassword: "Changer le mot de passe",
    passwordChanged: "Mot de passe modifié. Vos autres sessions ont été fermées.",
    sessions: "Sessions",
    thisDevice: "Cet appareil",
    lastSeen: "Dernière activité : {{date}}",
    revoke: "Fermer",
    revokeOthers: "Fermer toutes les autres sessions",
    deleteTitle: "Supprimer le compte",
    deleteWarning: "Cela supprime définitivement votre compte et ses données.",
    deleteSubmit: "Supprimer mon compte",
    logout: "Se déconnecter",
  },
  admin: {
    title: "Administration",
    intro: "Réservé aux administrateurs.",
  },
  nav: {
    login: "Se connecter",
    account: "Mon compte",
    social: "Social",
  },
  robotCheck: "Vérification que vous n’êtes pas un robot…",
} satisfies Catalog<"auth">;
