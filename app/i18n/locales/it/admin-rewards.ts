import type { Catalog } from "../../types.ts";

export default {
  card: "Crediti per video premiato, limiti, il filtro partner e il video mostrato.",
  lead: "I visitatori connessi guardano un video nel nostro lettore e guadagnano crediti; i crediti comprano minuti di un filtro partner (una lingua e/o un paese). Il server misura da sé ogni visione. Le modifiche valgono su tutti i nodi entro un secondo.",
  figures: {
    title: "Ultime 24 ore",
    views: "Visioni accreditate",
    credits: "Crediti guadagnati",
    spent: "Crediti spesi",
    filters: "Filtri attivi ora",
  },
  enabled: "Visioni premiate attive",
  enabledHint:
    "Disattivato: nessuna nuova visione parte; i crediti già guadagnati continuano a comprare filtri.",
  earning: "Guadagni",
  creditsPerView: "Crediti per visione",
  minWatchSeconds: "Durata minima di visione (secondi)",
  minWatchHint: "Una visione finita prima viene rifiutata; il server misura il tempo tra inizio e fine.",
  limits: "Limiti",
  dailyCapPerAccount: "Visioni per account ogni 24 ore",
  dailyCapPerIp: "Visioni per indirizzo ogni 24 ore",
  cooldownSeconds: "Pausa tra le visioni (secondi)",
  filter: "Filtro partner",
  filterMinutesPerCredit: "Minuti di filtro per credito",
  filterLanguages: "Lingue che un filtro può chiedere",
  filterLanguagesHint:
    "Codici di due o tre lettere separati da virgole (pt, es, en, de, fr, it). Vuoto: nessun filtro si può comprare.",
  filterCountries: "Paesi che un filtro può chiedere",
  filterCountriesHint:
    "Codici di due lettere separati da virgole (BR, PT, DE…). Offerti solo quando il server riceve il paese dei visitatori da un proxy fidato (COUNTRY_HEADER); qui: {{state}}.",
  countriesOn: "impostato",
  countriesOff: "non impostato, quindi si offrono solo le lingue",
  video: "Video",
  source: "Cosa mostra il lettore",
  sourceHouse: "Video della casa",
  sourceVast: "Il tag VAST di una rete pubblicitaria",
  houseVideoUrl: "Indirizzo del video della casa (mp4 o webm)",
  houseVideoHint:
    "Vuoto: il breve video fornito con il sito. Un indirizzo https o un percorso di questo sito.",
  upload: "Carica un video (mp4 o webm)",
  uploadHint:
    "Al massimo {{mb}} MB. Il video caricato sostituisce l'indirizzo sopra ed è servito da questo sito.",
  uploadButton: "Carica",
  uploading: "Caricamento…",
  uploaded: "Video caricato: il player lo mostra da ora.",
  current: "Video mostrato ora:",
  currentUrl: "l'indirizzo sopra",
  currentUpload: "video caricato ({{size}})",
  currentDefault: "il video incluso nel sito",
  removeUpload: "Torna al video incluso",
  removed: "Il video caricato è stato rimosso.",
  vastTagUrl: "Indirizzo del tag VAST",
  vastHint:
    "Il tag VAST della rete per un video lineare. Una visione conta quando il video è arrivato alla fine (VAST complete) ed è passato il tempo minimo; i clic non fruttano mai.",
  saved: "Salvato. In vigore su tutti i nodi entro un secondo.",
  updatedAt: "Ultima modifica:",
} satisfies Catalog<"adminRewards">;
