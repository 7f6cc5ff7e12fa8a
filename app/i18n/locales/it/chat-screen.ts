// La schermata della chat (issue 16). Le chiavi sono quelle inglesi (en/chat-screen.ts).
export default {
  banned: "Non puoi più usare la videochat.",
  typing: "Lo sconosciuto sta scrivendo…",
  emojiPicker: "Reazioni emoji",
  reconnecting: {
    self: "La tua connessione si è interrotta. Riconnessione…",
    peer: "La connessione dello sconosciuto si è interrotta. In attesa che torni…",
  },
  notices: {
    peerReconnecting:
      "La connessione dello sconosciuto si è interrotta. La chat resta aperta per qualche secondo.",
    peerBack: "Lo sconosciuto è tornato.",
    resumed: "Sei di nuovo nella conversazione.",
  },
  searching: {
    online_one: "{{n}} persona online",
    online_other: "{{n}} persone online",
    video: "Un video da guardare mentre aspetti",
    videoTitled: "Mentre aspetti: {{title}}",
  },
  quality: {
    label: "Connessione {{level}}",
    good: "buona",
    fair: "discreta",
    poor: "scarsa",
    direct: "diretta",
    relayed: "tramite il server relay",
    details: "{{rtt}} ms andata e ritorno, {{loss}}% di pacchetti persi, {{route}}",
  },
  preview: { move: "Trascina la tua immagine in un angolo" },
  start: {
    accept: "Premendo Avvia accetti le",
    rules: "Regole",
    terms: "Condizioni d'uso",
    checkConnection: "Verifica la mia connessione",
  },
  check: {
    title: "Fotocamera, microfono e connessione",
    noCamera: "Solo testo: niente fotocamera.",
    microphone: "Microfono",
    micLevel: "Livello del microfono",
    micHint: "Di' qualcosa: la barra si muove quando il microfono ti sente.",
    noMicrophone: "Niente microfono: l'altra persona non ti sentirà.",
    network: "Rete",
    testing: "Verifico la tua rete…",
    failed: "Non è stato possibile verificare la rete. Puoi comunque iniziare.",
    again: "Verifica di nuovo",
    skip: "Salta",
    start: "Inizia a chattare",
    verdicts: {
      direct: "Il video si collegherà direttamente.",
      relay: "Il video passerà dal nostro server relay.",
      blocked: "Probabilmente il video non si collegherà da questa rete.",
    },
    reasons: {
      hiddenIp:
        "Hai scelto di nascondere il tuo IP, quindi il tuo video passa dal server relay. Funziona; l'avvio può essere un po' più lento.",
      relayUnreachable:
        "«Nascondi il mio indirizzo IP» richiede il nostro server relay, che non è raggiungibile da questa rete. Disattiva l'opzione o prova un'altra rete.",
      noRelay:
        "«Nascondi il mio indirizzo IP» richiede un server relay e al momento non ce n'è nessuno disponibile. Disattiva l'opzione per chattare.",
      stun: "La tua rete lascia andare il video direttamente all'altra persona: la via più veloce.",
      openAddress: "La tua rete lascia andare il video direttamente all'altra persona.",
      symmetricNat:
        "Il tuo router cambia porta a ogni connessione, quindi il video diretto spesso non funziona; lo porterà il server relay. L'avvio può essere un po' più lento.",
      udpBlocked:
        "Un firewall blocca il video diretto (UDP), quindi lo porterà il server relay. Se le chiamate scattano, prova un'altra rete Wi-Fi o i dati mobili.",
      nothing:
        "Sembra che un firewall blocchi le videochiamate. Prova un'altra rete Wi-Fi o i dati mobili, disattiva la VPN o chiedi all'amministratore di rete di consentire UDP. La chat di testo funziona comunque.",
    },
  },
};
