import type { Catalog } from "../../types.ts";

export default {
  setup: {
    title: "Wähle deinen Benutzernamen",
    lead: "So sehen dich andere in Stories, Räumen und Chats. Nur Buchstaben, Ziffern, - und _.",
    username: "Benutzername",
    usernameHint: "3 bis 30 Zeichen. Du kannst ihn alle {{days}} Tage einmal ändern.",
    bio: "Über dich",
    bioHint: "Bis zu {{max}} Zeichen, auf deiner Profilkarte sichtbar.",
    save: "Speichern",
    saving: "Wird gespeichert…",
    saved: "Profil gespeichert.",
    edit: "Profil bearbeiten",
    cancel: "Abbrechen",
    avatar: "Ändere dein Foto in deinem Konto",
    preview: "Dein Benutzername wird: {{name}}",
  },
  errors: {
    taken: "Dieser Benutzername ist vergeben. Versuche einen anderen.",
    short: "Mindestens 3 Buchstaben oder Ziffern.",
    wait: "Du kannst deinen Benutzernamen am {{date}} wieder ändern.",
    bioLong: "Dein Text ist zu lang.",
    control: "Entferne die unsichtbaren Steuerzeichen.",
    generic: "Speichern fehlgeschlagen. Bitte versuche es erneut.",
    tooMany: "Zu viele Versuche. Bitte warte einen Moment.",
  },
  verify: {
    title: "Bestätige deine E-Mail-Adresse",
    text: "Wir haben einen Link an {{email}} geschickt. Öffne ihn, um Stories zu posten und in Räumen und Chats zu schreiben.",
    resend: "Link erneut senden",
    sending: "Wird gesendet…",
    sent: "Ein neuer Link ist unterwegs. Sieh in deinem Posteingang und im Spam nach.",
    throttled: "Bitte warte eine Minute, bevor du einen neuen Link anforderst.",
    done: "Deine E-Mail-Adresse ist bestätigt. Willkommen!",
    failed: "Dieser Link ist ungültig, abgelaufen oder schon benutzt. Fordere unten einen neuen an.",
    needed: "Bestätige zuerst deine E-Mail-Adresse.",
  },
  card: {
    memberSince: "Mitglied seit {{date}}",
    noUsername: "Neues Mitglied",
    verified: "Bestätigt",
  },
} satisfies Catalog<"profile">;
