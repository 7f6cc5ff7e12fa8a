import type { Catalog } from "../../types.ts";

export default {
  title: "Zufälliger Videochat",
  status: {
    "primary-action": "Drücke Start, um jemand Neues kennenzulernen.",
    searching: "Suche nach jemandem zum Reden…",
    "searching-sda": "Suche nach jemandem zum Reden…",
    "pre-connecting": "Jemand gefunden! Verbinde…",
    connecting: "Video wird verbunden…",
    connected: "Verbunden. Sag Hallo!",
    "connected-fa":
      "Das Video konnte nicht verbunden werden. Ihr könnt weiter per Text chatten, oder drücke Weiter.",
    stoped: "Angehalten. Drücke Start, um wieder zu chatten.",
    reporting: "Diese Person wird gemeldet…",
    filtering: "Einstellungen werden gewählt…",
    "reconnect-failed": "Die Verbindung zum Server konnte nicht wiederhergestellt werden.",
    connectedTextOnly: "Verbunden. Chattet per Text: Einer von euch hat keine Kamera.",
    reconnecting: "Verbindung verloren. Verbinde erneut…",
    coolingOff: "Zu viele Verbindungen aus deinem Netz wurden getrennt. Neuer Versuch in {{seconds}} s…",
  },
  actions: {
    start: "Start",
    next: "Weiter",
    stop: "Stopp",
    report: "Melden",
    retry: "Erneut verbinden",
    settings: "Kamera und Mikrofon",
    mute: "Mikrofon stummschalten",
    unmute: "Mikrofon einschalten",
    cameraOff: "Kamera ausschalten",
    cameraOn: "Kamera einschalten",
    tapToPlay: "Tippen, um das Video abzuspielen",
  },
  shortcuts: {
    title: "Tastenkürzel",
    next: "Esc: nächste Person",
    start: "Alt+S: starten",
    stop: "Alt+X: stoppen",
    report: "Alt+R: melden",
    mute: "Alt+M: Mikrofon an/aus",
    camera: "Alt+V: Kamera an/aus",
  },
  video: {
    local: "Deine Kamera",
    remote: "Kamera der anderen Person",
    peerNoCamera: "Diese Person hat keine Kamera. Ihr könnt per Text chatten.",
    peerWaiting: "Das Video der anderen Person erscheint hier.",
    cameraOff: "Deine Kamera ist aus",
    textOnly: "Nur Text: Die andere Person sieht einen Platzhalter statt deines Videos.",
  },
  camera: {
    asking: "Erlaube den Zugriff auf Kamera und Mikrofon, wenn dein Browser danach fragt.",
    deniedTitle: "Kamera und Mikrofon sind blockiert",
    deniedText:
      "Der Videochat braucht deine Kamera und dein Mikrofon, damit die andere Person dich sehen und hören kann. Dein Browser hat den Zugriff für diese Seite verweigert.",
    howToTitle: "So erlaubst du sie",
    howTo: {
      chrome:
        "Chrome: Klicke auf das Kamera- oder Schloss-Symbol in der Adressleiste, setze Kamera und Mikrofon auf Zulassen und lade die Seite neu.",
      edge: "Edge: Klicke auf das Schloss in der Adressleiste, wähle Berechtigungen für diese Website, erlaube Kamera und Mikrofon und lade neu.",
      firefox:
        "Firefox: Klicke auf das durchgestrichene Kamera-Symbol in der Adressleiste, entferne die Sperre für Kamera und Mikrofon und lade neu.",
      safari:
        "Safari: Öffne die Einstellungen für diese Website (Safari-Menü auf dem Mac, aA-Taste auf dem iPhone), setze Kamera und Mikrofon auf Erlauben und lade neu.",
      samsung:
        "Samsung Internet: Tippe auf das Schloss in der Adressleiste, öffne Berechtigungen, erlaube Kamera und Mikrofon und lade neu.",
      opera:
        "Opera: Klicke auf das Kamera-Symbol in der Adressleiste, erlaube Kamera und Mikrofon und lade neu.",
      other:
        "Öffne die Website-Einstellungen deines Browsers, erlaube Kamera und Mikrofon und lade neu. Prüfe auf dem Handy auch in den Systemeinstellungen, ob der Browser die Kamera nutzen darf.",
    },
    tryAgain: "Erneut versuchen",
    continueTextOnly: "Ohne Kamera fortfahren (nur Text)",
    unsupported: "Browser wird nicht unterstützt. Bitte versuche es mit einem anderen.",
    noDevice: "Keine Kamera und kein Mikrofon gefunden. Du kannst trotzdem per Text chatten.",
    inUse: "Deine Kamera wird von einer anderen Anwendung benutzt. Schließe sie und versuche es erneut.",
    error: "Die Kamera konnte nicht gestartet werden: {{message}}",
  },
  privacy: {
    hideIp: "Meine IP-Adresse verbergen",
    hideIpHint:
      "Dein Video läuft über unseren Relay-Server, sodass die andere Person deine IP-Adresse nicht sehen kann. Der Verbindungsaufbau kann etwas länger dauern. Gilt ab der nächsten Person.",
  },
  settings: {
    title: "Kamera und Mikrofon",
    camera: "Kamera",
    microphone: "Mikrofon",
    interests: "Interessen (durch Kommas getrennt)",
    interestsHint: "Wir versuchen, dich mit Menschen zusammenzubringen, die sie teilen.",
    done: "Fertig",
    device: "Gerät {{n}}",
  },
  chat: {
    title: "Textchat",
    log: "Unterhaltung",
    input: "Nachricht",
    placeholder: "Nachricht schreiben…",
    send: "Senden",
    emoji: "Emoji senden",
    you: "Du",
    stranger: "Fremde Person",
    empty: "Nachrichten erscheinen hier, sobald ihr verbunden seid.",
    newMessage: "Neue Nachricht der fremden Person",
  },
  notices: {
    matched: "Du sprichst jetzt mit einer fremden Person. Sei freundlich.",
    peerLeft: "Die fremde Person ist gegangen. Suche nach jemand anderem…",
    reported: "Danke. Deine Meldung wurde gesendet, und du triffst diese Person nicht wieder.",
    rtcFailed: "Die Videoverbindung ist fehlgeschlagen. Der Textchat funktioniert weiter.",
  },
  report: {
    title: "Diese Person melden",
    description: "Wähle, was passiert ist. Die Unterhaltung endet und ihr werdet nicht wieder verbunden.",
    reasons: {
      nudity: "Nacktheit oder sexuelle Inhalte",
      minor: "Scheint unter 18 zu sein",
      harassment: "Belästigung oder Hass",
      violence: "Gewalt oder Drohungen",
      spam: "Spam oder Werbung",
      other: "Etwas anderes",
    },
    details: "Details (optional)",
    submit: "Meldung senden",
    cancel: "Abbrechen",
  },
} satisfies Catalog<"chat">;
