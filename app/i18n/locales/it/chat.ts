import type { Catalog } from "../../types.ts";

export default {
  title: "Videochat casuale",
  status: {
    "primary-action": "Premi Inizia per conoscere qualcuno di nuovo.",
    searching: "Cerco qualcuno con cui parlare…",
    "searching-sda": "Cerco qualcuno con cui parlare…",
    "pre-connecting": "Trovato qualcuno! Connessione…",
    connecting: "Connessione del video…",
    connected: "Connesso. Saluta!",
    "connected-fa":
      "Non è stato possibile collegare il video. Puoi ancora chattare per iscritto o premere Avanti.",
    stoped: "Fermato. Premi Inizia per chattare di nuovo.",
    reporting: "Segnalazione di questa persona…",
    filtering: "Scelta delle impostazioni…",
    "reconnect-failed": "Impossibile riconnettersi al server.",
    connectedTextOnly: "Connesso. Chattate per iscritto: uno di voi non ha la videocamera.",
    reconnecting: "Connessione persa. Riconnessione…",
    coolingOff: "Troppe connessioni dalla tua rete sono state interrotte. Nuovo tentativo tra {{seconds}} s…",
  },
  actions: {
    start: "Inizia",
    next: "Avanti",
    stop: "Ferma",
    report: "Segnala",
    retry: "Prova a riconnetterti",
    settings: "Videocamera e microfono",
    mute: "Disattiva microfono",
    unmute: "Attiva microfono",
    cameraOff: "Spegni videocamera",
    cameraOn: "Accendi videocamera",
    tapToPlay: "Tocca per riprodurre il video",
  },
  shortcuts: {
    title: "Scorciatoie da tastiera",
    next: "Esc: persona successiva",
    start: "Alt+S: inizia",
    stop: "Alt+X: ferma",
    report: "Alt+R: segnala",
    mute: "Alt+M: microfono sì/no",
    camera: "Alt+V: videocamera sì/no",
  },
  video: {
    local: "La tua videocamera",
    remote: "Videocamera dell’altra persona",
    peerNoCamera: "Questa persona non ha la videocamera. Potete chattare per iscritto.",
    peerWaiting: "Il video dell’altra persona apparirà qui.",
    cameraOff: "La tua videocamera è spenta",
    textOnly: "Solo testo: l’altra persona vede un’immagine al posto del tuo video.",
  },
  camera: {
    asking: "Consenti l’accesso a videocamera e microfono quando il browser lo chiede.",
    deniedTitle: "Videocamera e microfono bloccati",
    deniedText:
      "La videochat ha bisogno della tua videocamera e del tuo microfono perché l’altra persona possa vederti e sentirti. Il browser ha negato l’accesso a questo sito.",
    howToTitle: "Come consentirli",
    howTo: {
      chrome:
        "Chrome: fai clic sull’icona della videocamera o del lucchetto nella barra degli indirizzi, imposta Videocamera e Microfono su Consenti e ricarica la pagina.",
      edge: "Edge: fai clic sul lucchetto nella barra degli indirizzi, scegli Autorizzazioni per questo sito, consenti Videocamera e Microfono e ricarica.",
      firefox:
        "Firefox: fai clic sull’icona della videocamera barrata nella barra degli indirizzi, rimuovi il blocco di Videocamera e Microfono e ricarica.",
      safari:
        "Safari: apri le Impostazioni di questo sito web (menu Safari su Mac, pulsante aA su iPhone), imposta Videocamera e Microfono su Consenti e ricarica.",
      samsung:
        "Samsung Internet: tocca il lucchetto nella barra degli indirizzi, apri Autorizzazioni, consenti Videocamera e Microfono e ricarica.",
      opera:
        "Opera: fai clic sull’icona della videocamera nella barra degli indirizzi, consenti Videocamera e Microfono e ricarica.",
      other:
        "Apri le impostazioni del sito nel browser, consenti Videocamera e Microfono e ricarica. Sul telefono, controlla anche nelle impostazioni di sistema che il browser possa usare la videocamera.",
    },
    tryAgain: "Riprova",
    continueTextOnly: "Continua senza videocamera (solo testo)",
    unsupported: "Browser non supportato. Per favore, prova con un altro.",
    noDevice: "Nessuna videocamera o microfono trovato. Puoi comunque chattare per iscritto.",
    inUse: "La videocamera è usata da un’altra applicazione. Chiudila e riprova.",
    error: "Impossibile avviare la videocamera: {{message}}",
  },
  privacy: {
    hideIp: "Nascondi il mio indirizzo IP",
    hideIpHint:
      "Il tuo video passa dal nostro server di inoltro, così l’altra persona non può vedere il tuo indirizzo IP. La connessione può richiedere un po’ più di tempo. Vale dalla prossima persona.",
  },
  settings: {
    title: "Videocamera e microfono",
    camera: "Videocamera",
    microphone: "Microfono",
    interests: "Interessi (separati da virgole)",
    interestsHint: "Cerchiamo di abbinarti a persone che li condividono.",
    done: "Fatto",
    device: "Dispositivo {{n}}",
  },
  chat: {
    title: "Chat testuale",
    log: "Conversazione",
    input: "Messaggio",
    placeholder: "Scrivi un messaggio…",
    send: "Invia",
    emoji: "Invia un’emoji",
    you: "Tu",
    stranger: "Sconosciuto",
    empty: "I messaggi appariranno qui quando sarete connessi.",
    newMessage: "Nuovo messaggio dallo sconosciuto",
  },
  notices: {
    matched: "Ora stai parlando con uno sconosciuto. Sii gentile.",
    peerLeft: "Lo sconosciuto se n’è andato. Cerco qualcun altro…",
    reported: "Grazie. La tua segnalazione è stata inviata e non incontrerai più questa persona.",
    rtcFailed: "Il collegamento video non è riuscito. La chat testuale funziona ancora.",
  },
  report: {
    title: "Segnala questa persona",
    description: "Scegli cosa è successo. La conversazione finisce e non verrete più abbinati.",
    reasons: {
      nudity: "Nudità o contenuti sessuali",
      minor: "Sembra avere meno di 18 anni",
      harassment: "Molestie o odio",
      violence: "Violenza o minacce",
      spam: "Spam o pubblicità",
      other: "Altro",
    },
    details: "Dettagli (facoltativo)",
    submit: "Invia segnalazione",
    cancel: "Annulla",
  },
} satisfies Catalog<"chat">;
