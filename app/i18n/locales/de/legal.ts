import type { Catalog } from "../../types.ts";

export default {
  privacyPolicy: {
    heading: "Datenschutzerklärung",
    updated: "Zuletzt aktualisiert: 1. November 2025",
    intro:
      "Diese Erklärung beschreibt, welche personenbezogenen Daten Acaso verarbeitet, wenn du den Zufallsvideochat und die übrige Website nutzt, warum wir das tun, wie lange wir sie speichern und welche Rechte du hast.",
    sections: [
      {
        title: "1. Verantwortlicher",
        paragraphs: [
          "Verantwortlich für die hier beschriebene Verarbeitung ist der Dienst Acaso. Du erreichst uns jederzeit über die Kontaktseite; Anfragen zu deinen Daten beantworten wir innerhalb von 30 Tagen.",
        ],
      },
      {
        title: "2. Welche Daten wir verarbeiten",
        paragraphs: [
          "Technische Daten: IP-Adresse, Browsertyp, Sprache, Gerät und die besuchten Seiten. Jeder Webserver erhält diese Daten; wir benötigen sie, um die Website auszuliefern und vor Missbrauch zu schützen.",
          "Chatdaten: eine zufällige temporäre Kennung, ob deine Kamera eingeschaltet ist, und die Verbindungsdaten, die nötig sind, um dich mit einer anderen Person zu verbinden. Bild und Ton werden direkt zwischen den beiden Browsern (Peer-to-Peer) oder über einen Relay-Server übertragen, der sie nicht einsehen kann; wir zeichnen deine Gespräche nicht auf.",
          "Kontaktdaten: Name, E-Mail-Adresse, Betreff und Nachricht, die du uns über das Kontaktformular sendest.",
          "Kontodaten, nur wenn du ein Konto anlegst: E-Mail-Adresse, Benutzername und die von dir gewählten Einstellungen.",
        ],
      },
      {
        title: "3. Zwecke der Verarbeitung",
        paragraphs: [
          "Um den Videochat bereitzustellen und dich mit anderen Nutzern zu verbinden; um den Dienst sicher zu halten, einschließlich der Prüfung von Meldungen, der Durchsetzung der Regeln und der Abwehr von Spam und Missbrauch; um deine Nachrichten zu beantworten; und mithilfe anonymer Statistiken, um zu verstehen, wie die Website genutzt wird, und sie zu verbessern.",
        ],
      },
      {
        title: "4. Sicherheitsprüfungen",
        paragraphs: [
          "Zum Schutz der Nutzer kann der Dienst zu Beginn eines Chats oder nach einer Meldung ein Standbild aus dem Video analysieren, um regelwidrige Inhalte zu erkennen. Diese Bilder werden nur so lange gespeichert, wie es für die Prüfung oder die Bearbeitung der Meldung nötig ist, und danach gelöscht.",
        ],
      },
      {
        title: "5. Cookies und lokaler Speicher",
        paragraphs: [
          "Wir verwenden ein Cookie namens i18n_redirected, um die gewählte Sprache zu speichern (ein Jahr gültig), ein Sitzungscookie, wenn du dich anmeldest, und den lokalen Speicher für Einstellungen wie die Werbehäufigkeit. Ist die Reichweitenmessung aktiviert, setzt ein Analyseanbieter eigene Cookies, um Besuche zu zählen; du kannst sie im Browser blockieren, ohne den Zugang zum Chat zu verlieren.",
        ],
      },
      {
        title: "6. Weitergabe",
        paragraphs: [
          "Wir verkaufen deine Daten nicht. Wir geben sie nur an Dienstleister weiter, die den Dienst für uns hosten und betreiben (Server, Relay-Server, E-Mail), an Werbepartner in zusammengefasster oder pseudonymisierter Form sowie an Behörden, wenn das Gesetz es verlangt oder um jemanden in Gefahr zu schützen.",
        ],
      },
      {
        title: "7. Speicherdauer",
        paragraphs: [
          "Serverprotokolle werden bis zu 30 Tage gespeichert, Meldungen und zugehörige Nachweise bis zu 12 Monate, Kontaktnachrichten bis zu 24 Monate. Kontodaten bleiben gespeichert, bis du das Konto löschst.",
        ],
      },
      {
        title: "8. Deine Rechte",
        paragraphs: [
          "Du kannst Auskunft, Berichtigung, Löschung oder Übertragung deiner Daten verlangen, der Verarbeitung widersprechen oder sie einschränken lassen und eine Einwilligung jederzeit widerrufen. Außerdem hast du das Recht, dich bei einer Datenschutzaufsichtsbehörde zu beschweren. Nutze die Kontaktseite, um diese Rechte auszuüben.",
        ],
      },
      {
        title: "9. Minderjährige",
        paragraphs: [
          "Der Videochat ist nur für Personen ab 18 Jahren. Wir erheben nicht wissentlich Daten von Minderjährigen und löschen sie, sobald wir davon erfahren.",
        ],
      },
      {
        title: "10. Änderungen",
        paragraphs: [
          "Wir können diese Erklärung anpassen, wenn sich der Dienst ändert. Das Datum oben zeigt die aktuelle Fassung; wesentliche Änderungen kündigen wir auf der Website an.",
        ],
      },
    ],
  },
  rules: {
    heading: "Community-Regeln",
    updated: "Zuletzt aktualisiert: 1. November 2025",
    intro:
      "Acaso funktioniert, weil die Menschen hier respektvoll miteinander umgehen. Diese Regeln gelten für jedes Gespräch; Verstöße können zu einer dauerhaften Sperre führen.",
    sections: [
      {
        title: "1. Du musst mindestens 18 Jahre alt sein",
        paragraphs: [
          "Der Videochat ist nur für Erwachsene. Wenn du jünger als 18 bist, verlasse die Website. Konten und Verbindungen von Minderjährigen werden gesperrt, sobald wir sie bemerken.",
        ],
      },
      {
        title: "2. Keine Nacktheit und keine sexuellen Inhalte",
        paragraphs: [
          "Zeige keine Nacktheit, keine sexuellen Handlungen und keine sexuell expliziten Inhalte und fordere auch andere nicht dazu auf. Diese Regel wird am häufigsten durchgesetzt, und zwar ohne Vorwarnung.",
        ],
      },
      {
        title: "3. Respektiere dein Gegenüber",
        paragraphs: [
          "Keine Beleidigungen, Belästigung, Drohungen oder Hass wegen Herkunft, Religion, Geschlecht, sexueller Orientierung, Behinderung oder anderer Merkmale. Läuft das Gespräch nicht gut, drück auf Weiter.",
        ],
      },
      {
        title: "4. Nichts Illegales oder Gefährliches",
        paragraphs: [
          "Keine Gewalt, Waffen, Drogen, Selbstverletzung und keine Aufforderung zu Straftaten. Ist jemand in Gefahr, verständige den örtlichen Notruf.",
        ],
      },
      {
        title: "5. Kein Spam und keine Werbung",
        paragraphs: [
          "Nutze den Chat nicht, um Werbung zu machen, Kontakte zu sammeln, Links zu anderen Seiten zu verschicken, Produkte zu verkaufen oder Bots und automatische Skripte laufen zu lassen.",
        ],
      },
      {
        title: "6. Schütze die Privatsphäre",
        paragraphs: [
          "Zeichne andere Nutzer nicht ohne ihre Erlaubnis auf, fotografiere oder übertrage sie nicht, und veröffentliche keine personenbezogenen Daten anderer. Überlege dir gut, was du über dich selbst preisgibst.",
        ],
      },
      {
        title: "7. Gib dich nicht als jemand anderes aus",
        paragraphs: [
          "Gib dich nicht als eine andere Person aus, zeige keine aufgezeichneten Videos, als wären sie live, und nutze nicht die Kamera einer anderen Person.",
        ],
      },
      {
        title: "8. Meldungen und Sanktionen",
        paragraphs: [
          "Nutze den Melden-Knopf, wann immer jemand gegen diese Regeln verstößt: Das Gespräch endet sofort und die Meldung wird geprüft. Je nach Schwere können wir verwarnen, vorübergehend oder dauerhaft sperren, und schwere Straftaten melden wir den Behörden.",
        ],
      },
    ],
  },
  terms: {
    heading: "Nutzungsbedingungen",
    updated: "Zuletzt aktualisiert: 1. November 2025",
    intro:
      "Diese Bedingungen sind die Vereinbarung zwischen dir und Acaso über die Nutzung der Website und des Zufallsvideochats. Mit der Nutzung des Dienstes akzeptierst du sie; wenn du nicht einverstanden bist, nutze ihn nicht.",
    sections: [
      {
        title: "1. Der Dienst",
        paragraphs: [
          "Acaso verbindet Menschen zufällig für Live-Gespräche per Video und Text und bietet verwandte Funktionen wie Chaträume und Inhaltsseiten. Der Dienst ist kostenlos und kann durch Werbung finanziert werden.",
        ],
      },
      {
        title: "2. Wer ihn nutzen darf",
        paragraphs: [
          "Du musst mindestens 18 Jahre alt und rechtlich in der Lage sein, diese Bedingungen zu akzeptieren. Du darfst den Dienst nicht nutzen, wenn du bereits gesperrt wurdest oder wenn das Recht deines Landes es verbietet.",
        ],
      },
      {
        title: "3. Dein Verhalten",
        paragraphs: [
          "Du verpflichtest dich, die Community-Regeln einzuhalten, die Teil dieser Bedingungen sind. Du bist für das verantwortlich, was du in deinen Gesprächen zeigst, sagst und schreibst.",
        ],
      },
      {
        title: "4. Gespräche mit Fremden",
        paragraphs: [
          "Die Menschen, die du triffst, werden von uns weder ausgewählt noch überprüft. Die Gespräche finden live statt und wir können sie nicht im Voraus kontrollieren; sei umsichtig, teile keine sensiblen Informationen und beende jeden Chat, in dem du dich unwohl fühlst.",
        ],
      },
      {
        title: "5. Moderation",
        paragraphs: [
          "Um den Dienst sicher zu halten, können wir Meldungen prüfen, Bilder aus dem Chat zu Sicherheitszwecken analysieren, Gespräche beenden und Nutzer, die gegen die Regeln verstoßen, mit oder ohne Vorankündigung sperren.",
        ],
      },
      {
        title: "6. Konten",
        paragraphs: [
          "Wenn du ein Konto anlegst, halte dein Passwort geheim und informiere uns bei Verdacht auf Missbrauch. Du kannst dein Konto jederzeit löschen; wir können Konten schließen, die gegen diese Bedingungen verstoßen.",
        ],
      },
      {
        title: "7. Geistiges Eigentum",
        paragraphs: [
          "Name, Design und Software von Acaso gehören uns oder unseren Lizenzgebern. Du behältst die Rechte an dem, was du erstellst, darfst den Dienst aber nicht nutzen, um Rechte anderer zu verletzen.",
        ],
      },
      {
        title: "8. Verfügbarkeit und Änderungen",
        paragraphs: [
          "Der Dienst wird so bereitgestellt, wie er ist und wie er verfügbar ist. Wir können Funktionen jederzeit ändern, aussetzen oder einstellen und garantieren keinen unterbrechungs- oder fehlerfreien Betrieb.",
        ],
      },
      {
        title: "9. Haftung",
        paragraphs: [
          "Soweit gesetzlich zulässig, haftet Acaso nicht für das Verhalten anderer Nutzer oder für mittelbare Schäden aus der Nutzung des Dienstes. Nichts in diesen Bedingungen beschränkt eine Haftung, die gesetzlich nicht beschränkt werden kann.",
        ],
      },
      {
        title: "10. Änderungen dieser Bedingungen und Kontakt",
        paragraphs: [
          "Wir können diese Bedingungen aktualisieren; das Datum oben zeigt die geltende Fassung, und die weitere Nutzung bedeutet, dass du sie akzeptierst. Fragen zu den Bedingungen kannst du über die Kontaktseite stellen.",
        ],
      },
    ],
  },
} satisfies Catalog<"legal">;
