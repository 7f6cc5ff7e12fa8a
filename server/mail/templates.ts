import type { Locale } from "#common/locales.ts";

type ResetMail = { subject: string; text: (link: string, appName: string) => string };

/** The password-reset e-mail in the six languages (spec §1); the link is valid for one hour. */
export const RESET_MAIL: Record<Locale, ResetMail> = {
  pt: {
    subject: "Redefinição de senha",
    text: (link, app) =>
      `Recebemos um pedido para redefinir a senha da sua conta ${app}.\n\nAbra este link para escolher uma nova senha (válido por 1 hora, uma única vez):\n${link}\n\nSe não foi você, ignore este e-mail: sua senha continua a mesma.\n`,
  },
  es: {
    subject: "Restablecer la contraseña",
    text: (link, app) =>
      `Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de ${app}.\n\nAbre este enlace para elegir una nueva contraseña (válido 1 hora, un solo uso):\n${link}\n\nSi no fuiste tú, ignora este correo: tu contraseña no cambia.\n`,
  },
  en: {
    subject: "Reset your password",
    text: (link, app) =>
      `We received a request to reset the password of your ${app} account.\n\nOpen this link to choose a new password (valid for 1 hour, once):\n${link}\n\nIf it was not you, ignore this e-mail: your password stays the same.\n`,
  },
  de: {
    subject: "Passwort zurücksetzen",
    text: (link, app) =>
      `Wir haben eine Anfrage erhalten, das Passwort deines ${app}-Kontos zurückzusetzen.\n\nÖffne diesen Link, um ein neues Passwort zu wählen (1 Stunde gültig, nur einmal):\n${link}\n\nWenn du das nicht warst, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.\n`,
  },
  fr: {
    subject: "Réinitialisation du mot de passe",
    text: (link, app) =>
      `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${app}.\n\nOuvrez ce lien pour choisir un nouveau mot de passe (valable 1 heure, une seule fois) :\n${link}\n\nSi ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.\n`,
  },
  it: {
    subject: "Reimposta la password",
    text: (link, app) =>
      `Abbiamo ricevuto una richiesta di reimpostare la password del tuo account ${app}.\n\nApri questo link per scegliere una nuova password (valido 1 ora, una sola volta):\n${link}\n\nSe non sei stato tu, ignora questa e-mail: la tua password resta la stessa.\n`,
  },
};

type SignupExistingMail = {
  subject: string;
  text: (links: { login: string; reset: string }, appName: string) => string;
};

/**
 * Issue 17 finding 12: someone signed up with an address that already has an account. The sign-up
 * page answered "check your inbox" as for any address; the owner gets this instead of a new account.
 */
export const SIGNUP_EXISTING_MAIL: Record<Locale, SignupExistingMail> = {
  pt: {
    subject: "Tentativa de criar uma conta com seu e-mail",
    text: ({ login, reset }, app) =>
      `Alguém tentou criar uma conta ${app} com este endereço de e-mail, mas você já tem uma conta.\n\nSe foi você, entre na sua conta:\n${login}\n\nEsqueceu a senha? Escolha uma nova aqui:\n${reset}\n\nSe não foi você, ignore este e-mail: nada mudou na sua conta.\n`,
  },
  es: {
    subject: "Intento de crear una cuenta con tu correo",
    text: ({ login, reset }, app) =>
      `Alguien intentó crear una cuenta de ${app} con esta dirección de correo, pero ya tienes una cuenta.\n\nSi fuiste tú, inicia sesión:\n${login}\n\n¿Olvidaste la contraseña? Elige una nueva aquí:\n${reset}\n\nSi no fuiste tú, ignora este correo: tu cuenta no ha cambiado.\n`,
  },
  en: {
    subject: "Someone tried to sign up with your address",
    text: ({ login, reset }, app) =>
      `Someone tried to create a ${app} account with this e-mail address, but you already have an account.\n\nIf it was you, log in:\n${login}\n\nForgot your password? Choose a new one here:\n${reset}\n\nIf it was not you, ignore this e-mail: nothing changed in your account.\n`,
  },
  de: {
    subject: "Registrierungsversuch mit deiner E-Mail-Adresse",
    text: ({ login, reset }, app) =>
      `Jemand hat versucht, mit dieser E-Mail-Adresse ein ${app}-Konto anzulegen, aber du hast bereits ein Konto.\n\nWenn du das warst, melde dich an:\n${login}\n\nPasswort vergessen? Wähle hier ein neues:\n${reset}\n\nWenn du das nicht warst, ignoriere diese E-Mail: An deinem Konto hat sich nichts geändert.\n`,
  },
  fr: {
    subject: "Tentative d’inscription avec votre adresse",
    text: ({ login, reset }, app) =>
      `Quelqu’un a essayé de créer un compte ${app} avec cette adresse e-mail, mais vous avez déjà un compte.\n\nSi c’était vous, connectez-vous :\n${login}\n\nMot de passe oublié ? Choisissez-en un nouveau ici :\n${reset}\n\nSi ce n’était pas vous, ignorez cet e-mail : rien n’a changé dans votre compte.\n`,
  },
  it: {
    subject: "Tentativo di registrazione con il tuo indirizzo",
    text: ({ login, reset }, app) =>
      `Qualcuno ha provato a creare un account ${app} con questo indirizzo e-mail, ma hai già un account.\n\nSe eri tu, accedi:\n${login}\n\nPassword dimenticata? Scegline una nuova qui:\n${reset}\n\nSe non eri tu, ignora questa e-mail: nel tuo account non è cambiato nulla.\n`,
  },
};
