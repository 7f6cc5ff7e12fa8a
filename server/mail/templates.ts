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
