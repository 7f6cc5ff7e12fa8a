import type { Catalog } from "../../types.ts";

export default {
  reasons: {
    nudity: "Nacktheit oder sexuelle Inhalte vor der Kamera",
    minor: "Alles, was Personen unter 18 betrifft",
    harassment: "Belästigung oder Hass",
    violence: "Gewalt oder Drohungen",
    spam: "Spam, Werbung oder Betrug",
    other: "Ein anderer Regelverstoß",
  },
  evidence: {
    report: "Eine Meldung der Person, mit der du gesprochen hast",
    conversation: "Die letzten Nachrichten dieses Gesprächs",
    capture: "Sicherheitsbilder deiner eigenen Kamera",
    automatedCheck: "Eine automatische Bildprüfung",
    reportVolume: "Mehrere Personen haben dich innerhalb weniger Minuten gemeldet",
    moderatorReview: "Die Prüfung deiner Chatnutzung durch die Moderation",
  },
  ban: {
    title: "Du kannst den Videochat gerade nicht nutzen",
    intro:
      "Dieser Browser wurde wegen eines Regelverstoßes für den Videochat gesperrt. Hier steht, warum, wie lange und wie du eine Überprüfung beantragst.",
    why: "Warum",
    rules: "Regeln lesen",
    evidenceTitle: "Worauf die Entscheidung beruht",
    automated:
      "Diese Sperre hat automatisch begonnen, bevor jemand aus der Moderation sie gesehen hat. Sie wird noch geprüft.",
    byModerator: "Diese Entscheidung hat jemand aus der Moderation getroffen.",
    howLong: "Wie lange",
    until: "Bis {{date}}",
    permanent: "Dauerhaft",
    appealTitle: "Überprüfung beantragen",
    appealIntro:
      "Hältst du das für einen Fehler? Erzähl uns, was passiert ist. Jemand anderes als die entscheidende Person sieht es sich an. Einspruch ist bis {{date}} möglich.",
    appealLabel: "Was ist passiert?",
    appealHint: "Zwischen 10 und 2000 Zeichen. Gib nie Passwörter, Adressen oder Telefonnummern an.",
    appealSubmit: "Einspruch senden",
    appealSending: "Wird gesendet…",
    appealSent:
      "Dein Einspruch wurde am {{date}} gesendet. Die Moderation entscheidet; die Antwort siehst du hier.",
    appealRejected: "Dein letzter Einspruch wurde am {{date}} geprüft, die Sperre bleibt bestehen.",
    appealOver: "Die Frist für einen Einspruch ist abgelaufen.",
    errors: {
      appealOpen: "Ein Einspruch wartet bereits auf eine Entscheidung.",
      appealWindowOver: "Die Frist für einen Einspruch ist abgelaufen.",
      robotCheck: "Die Roboterprüfung ist fehlgeschlagen. Bitte versuche es erneut.",
      rateLimited: "Zu viele Versuche. Bitte versuche es später erneut.",
    },
  },
  warning: {
    title: "Eine Verwarnung der Moderation",
    text: "Du wurdest gemeldet wegen: {{reason}}. Bitte halte dich an die Regeln: Beim nächsten Mal kann das zu einer Sperre führen.",
    ok: "Verstanden",
  },
  outcome: {
    accepted: "Dein Einspruch wurde angenommen: Die Sperre ist aufgehoben und du kannst wieder chatten.",
    rejected: "Dein Einspruch wurde geprüft, die Sperre bleibt bis {{date}}.",
    rejectedPermanent: "Dein Einspruch wurde geprüft, die Sperre bleibt bestehen.",
    ok: "Alles klar",
  },
  blur: {
    setting: "Nacktheit verwischen",
    settingHint: "Wird nur auf diesem Gerät geprüft: Kein Bild verlässt es.",
    overlay: "Dieses Video könnte Nacktheit zeigen und ist deshalb verwischt.",
    show: "Trotzdem zeigen",
    report: "Melden",
  },
} satisfies Catalog<"moderation">;
