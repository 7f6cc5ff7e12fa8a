import type { Catalog } from "../../types.ts";

export default {
  fields: {
    email: "E-Mail",
    password: "Passwort",
    displayName: "Name",
    username: "Benutzername",
    currentPassword: "Aktuelles Passwort",
    newPassword: "Neues Passwort",
  },
  login: {
    title: "Anmelden",
    submit: "Anmelden",
    withGoogle: "Weiter mit Google",
    noAccount: "Noch kein Konto? Registrieren",
    forgot: "Passwort vergessen?",
    tooManyAttempts: "Zu viele Versuche. Versuche es in {{minutes}} Minuten erneut.",
    providerUnavailable:
      "Der Anmeldedienst ist gerade nicht erreichbar. Versuche es in ein paar Minuten erneut oder melde dich mit E-Mail und Passwort an.",
  },
  signup: {
    title: "Konto erstellen",
    submit: "Registrieren",
    haveAccount: "Schon ein Konto? Anmelden",
    passwordHint: "Mindestens 8 Zeichen. Lange Sätze sind am besten.",
    checkInboxTitle: "Sieh in dein Postfach",
    checkInbox:
      "Wir haben eine Nachricht an {{email}} geschickt. Öffne den Link darin, um deine Adresse zu bestätigen und dich anzumelden.",
    checkInboxHint:
      "Das kann ein paar Minuten dauern; sieh auch im Spam-Ordner nach. Der Link ist 24 Stunden gültig. Hat diese Adresse schon ein Konto, erklärt dir die Nachricht, wie du dich anmeldest.",
    backToLogin: "Zurück zur Anmeldung",
  },
  modal: {
    title: "Melde dich an, um fortzufahren",
    close: "Schließen",
    loggedIn: "Du bist angemeldet.",
  },
  reset: {
    requestTitle: "Passwort zurücksetzen",
    requestIntro:
      "Gib die E-Mail-Adresse deines Kontos ein, und wir schicken dir einen Link, um ein neues Passwort zu wählen.",
    requestSubmit: "Link senden",
    requestSent:
      "Falls es ein Konto mit dieser Adresse gibt, ist der Link unterwegs. Er ist 1 Stunde gültig.",
    confirmTitle: "Neues Passwort wählen",
    confirmSubmit: "Neues Passwort speichern",
    done: "Dein Passwort wurde geändert. Melde dich jetzt damit an.",
  },
  account: {
    title: "Mein Konto",
    profile: "Profil",
    save: "Speichern",
    saved: "Gespeichert.",
    avatar: "Foto",
    avatarChoose: "Foto auswählen",
    avatarUploaded: "Foto aktualisiert.",
    avatarUploading: "Foto wird hochgeladen …",
    avatarNotImage: "Diese Datei ist kein unterstütztes Bild: Wähle ein JPEG-, PNG-, GIF- oder WebP-Bild.",
    avatarCorrupt: "Dieses Bild ist beschädigt und konnte nicht gelesen werden. Versuche eine andere Datei.",
    avatarTooLarge: "Dieses Bild ist zu groß. Wähle eine kleinere Datei mit höchstens 4096 Pixeln pro Seite.",
    password: "Passwort",
    changePassword: "Passwort ändern",
    passwordChanged: "Passwort geändert. Deine anderen Sitzungen wurden beendet.",
    sessions: "Sitzungen",
    thisDevice: "Dieses Gerät",
    lastSeen: "Zuletzt aktiv: {{date}}",
    revoke: "Beenden",
    revokeOthers: "Alle anderen Sitzungen beenden",
    deleteTitle: "Konto löschen",
    deleteWarning: "Damit werden dein Konto und seine Daten endgültig gelöscht.",
    deleteSubmit: "Mein Konto löschen",
    logout: "Abmelden",
  },
  admin: {
    title: "Verwaltung",
    intro: "Nur für Administratoren.",
  },
  nav: {
    login: "Anmelden",
    account: "Mein Konto",
    social: "Community",
  },
  robotCheck: "Wir prüfen, dass du kein Roboter bist…",
} satisfies Catalog<"auth">;
