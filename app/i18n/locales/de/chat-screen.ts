// Der Chat-Bildschirm (Issue 16). Die Schlüssel sind die englischen (en/chat-screen.ts).
export default {
  banned: "Du kannst den Videochat nicht mehr nutzen.",
  typing: "Die fremde Person schreibt…",
  emojiPicker: "Emoji-Reaktionen",
  reconnecting: {
    self: "Deine Verbindung ist abgebrochen. Verbinde neu…",
    peer: "Die Verbindung der fremden Person ist abgebrochen. Warte auf sie…",
  },
  notices: {
    peerReconnecting:
      "Die Verbindung der fremden Person ist abgebrochen. Der Chat bleibt ein paar Sekunden offen.",
    peerBack: "Die fremde Person ist zurück.",
    resumed: "Du bist wieder im Gespräch.",
  },
  searching: {
    online_one: "{{n}} Person online",
    online_other: "{{n}} Personen online",
    video: "Ein Video für die Wartezeit",
    videoTitled: "Während du wartest: {{title}}",
  },
  quality: {
    label: "Verbindung {{level}}",
    good: "gut",
    fair: "mittel",
    poor: "schlecht",
    direct: "direkt",
    relayed: "über den Relay-Server",
    details: "{{rtt}} ms Umlaufzeit, {{loss}} % Pakete verloren, {{route}}",
  },
  preview: { move: "Zieh dein Bild in eine beliebige Ecke" },
  start: {
    accept: "Mit Start akzeptierst du die",
    rules: "Regeln",
    terms: "Nutzungsbedingungen",
    checkConnection: "Verbindung testen",
  },
  check: {
    title: "Kamera, Mikrofon und Verbindung",
    noCamera: "Nur Text: keine Kamera.",
    microphone: "Mikrofon",
    micLevel: "Mikrofonpegel",
    micHint: "Sag etwas: Der Balken bewegt sich, wenn dein Mikrofon dich hört.",
    noMicrophone: "Kein Mikrofon: Die andere Person hört dich nicht.",
    network: "Netzwerk",
    testing: "Teste dein Netzwerk…",
    failed: "Der Netzwerktest konnte nicht laufen. Du kannst trotzdem starten.",
    again: "Erneut testen",
    skip: "Überspringen",
    start: "Chat starten",
    verdicts: {
      direct: "Das Video verbindet sich direkt.",
      relay: "Das Video läuft über unseren Relay-Server.",
      blocked: "Das Video wird sich aus diesem Netzwerk wahrscheinlich nicht verbinden.",
    },
    reasons: {
      hiddenIp:
        "Du hast gewählt, deine IP zu verbergen, deshalb läuft dein Video über den Relay-Server. Das funktioniert; der Start kann etwas länger dauern.",
      relayUnreachable:
        "„Meine IP-Adresse verbergen“ braucht unseren Relay-Server, der aus diesem Netzwerk nicht erreichbar ist. Schalte die Option aus oder versuche ein anderes Netzwerk.",
      noRelay:
        "„Meine IP-Adresse verbergen“ braucht einen Relay-Server, und gerade ist keiner verfügbar. Schalte die Option aus, um zu chatten.",
      stun: "Dein Netzwerk lässt das Video direkt zur anderen Person: der schnellste Weg.",
      openAddress: "Dein Netzwerk lässt das Video direkt zur anderen Person.",
      symmetricNat:
        "Dein Router wechselt für jede Verbindung den Port, deshalb klappt direktes Video oft nicht; der Relay-Server übernimmt. Der Start kann etwas länger dauern.",
      udpBlocked:
        "Eine Firewall blockiert direktes Video (UDP), deshalb übernimmt der Relay-Server. Wenn Anrufe ruckeln, versuche ein anderes WLAN oder mobile Daten.",
      nothing:
        "Eine Firewall scheint Videoanrufe zu blockieren. Versuche ein anderes WLAN oder mobile Daten, schalte dein VPN aus oder bitte den Netzwerkadministrator, UDP zu erlauben. Der Textchat funktioniert weiter.",
    },
  },
};
