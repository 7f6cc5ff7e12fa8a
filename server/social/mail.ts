import type { Locale } from "#common/locales.ts";

type VerifyMail = { subject: string; text: (link: string, appName: string) => string };

/** The e-mail verification message in the six languages (issue 14 "Profiles"); valid 24 hours. */
export const VERIFY_MAIL: Record<Locale, VerifyMail> = {
  pt: {
    subject: "Confirme seu e-mail",
    text: (link, app) =>
      `Bem-vindo ao ${app}!\n\nAbra este link para confirmar seu endereço de e-mail (válido por 24 horas, uma única vez):\n${link}\n\nDepois disso você pode publicar stories e escrever nas salas e nos chats.\n\nSe você não criou uma conta, ignore este e-mail.\n`,
  },
  es: {
    subject: "Confirma tu correo",
    text: (link, app) =>
      `¡Bienvenido a ${app}!\n\nAbre este enlace para confirmar tu dirección de correo (válido 24 horas, un solo uso):\n${link}\n\nDespués podrás publicar historias y escribir en las salas y los chats.\n\nSi no creaste una cuenta, ignora este correo.\n`,
  },
  en: {
    subject: "Confirm your e-mail address",
    text: (link, app) =>
      `Welcome to ${app}!\n\nOpen this link to confirm your e-mail address (valid for 24 hours, once):\n${link}\n\nAfter that you can post stories and write in rooms and chats.\n\nIf you did not create an account, ignore this e-mail.\n`,
  },
  de: {
    subject: "Bestätige deine E-Mail-Adresse",
    text: (link, app) =>
      `Willkommen bei ${app}!\n\nÖffne diesen Link, um deine E-Mail-Adresse zu bestätigen (24 Stunden gültig, nur einmal):\n${link}\n\nDanach kannst du Stories posten und in Räumen und Chats schreiben.\n\nWenn du kein Konto erstellt hast, ignoriere diese E-Mail.\n`,
  },
  fr: {
    subject: "Confirmez votre adresse e-mail",
    text: (link, app) =>
      `Bienvenue sur ${app} !\n\nOuvrez ce lien pour confirmer votre adresse e-mail (valable 24 heures, une seule fois) :\n${link}\n\nEnsuite, vous pourrez publier des stories et écrire dans les salons et les chats.\n\nSi vous n’avez pas créé de compte, ignorez cet e-mail.\n`,
  },
  it: {
    subject: "Conferma il tuo indirizzo e-mail",
    text: (link, app) =>
      `Benvenuto su ${app}!\n\nApri questo link per confermare il tuo indirizzo e-mail (valido 24 ore, una sola volta):\n${link}\n\nDopo potrai pubblicare storie e scrivere nelle stanze e nelle chat.\n\nSe non hai creato un account, ignora questa e-mail.\n`,
  },
};
