import type { Catalog } from "../../types.ts";

export default {
  privacyPolicy: {
    heading: "Informativa sulla privacy",
    updated: "Ultimo aggiornamento: 1º novembre 2025",
    intro:
      "Questa informativa spiega quali dati personali tratta Acaso quando usi la videochat casuale e il resto del sito, perché lo facciamo, per quanto tempo li conserviamo e quali diritti hai.",
    sections: [
      {
        title: "1. Titolare del trattamento",
        paragraphs: [
          "Il servizio Acaso è titolare del trattamento qui descritto. Puoi contattarci in qualsiasi momento tramite la pagina dei contatti; alle richieste sui tuoi dati rispondiamo entro 30 giorni.",
        ],
      },
      {
        title: "2. Dati trattati",
        paragraphs: [
          "Dati tecnici: indirizzo IP, tipo di browser, lingua, dispositivo e pagine visitate, che ogni server web riceve e che ci servono per fornire il sito e proteggerlo dagli abusi.",
          "Dati della chat: un identificativo temporaneo casuale, lo stato della fotocamera e i dati di connessione necessari per collegarti a un’altra persona. Audio e video viaggiano direttamente tra i due browser (peer to peer) o attraverso un server di inoltro che non può vederli; non registriamo le tue conversazioni.",
          "Dati di contatto: il nome, l’indirizzo e-mail, l’oggetto e il messaggio che ci invii con il modulo di contatto.",
          "Dati dell’account, solo se ne crei uno: indirizzo e-mail, nome utente e impostazioni scelte.",
        ],
      },
      {
        title: "3. Finalità",
        paragraphs: [
          "Fornire la videochat e abbinarti ad altri utenti; mantenere sicuro il servizio, anche esaminando le segnalazioni, applicando le regole e prevenendo spam e abusi; rispondere ai tuoi messaggi; e, con statistiche anonime, capire come viene usato il sito per migliorarlo.",
        ],
      },
      {
        title: "4. Controlli di sicurezza",
        paragraphs: [
          "Per proteggere gli utenti, il servizio può analizzare un fotogramma del video all’inizio di una chat o dopo una segnalazione, per individuare contenuti contrari alle regole. Queste immagini sono conservate solo per il tempo necessario al controllo o alla gestione della segnalazione e poi cancellate.",
        ],
      },
      {
        title: "5. Cookie e memoria locale",
        paragraphs: [
          "Usiamo un cookie chiamato i18n_redirected per ricordare la lingua scelta (valido un anno), un cookie di sessione se accedi e la memoria locale per impostazioni come la frequenza degli annunci. Se le statistiche sono attive, un fornitore di analisi imposta i propri cookie per contare le visite; puoi bloccarli nel browser senza perdere l’accesso alla chat.",
        ],
      },
      {
        title: "6. Condivisione",
        paragraphs: [
          "Non vendiamo i tuoi dati. Li condividiamo solo con i fornitori che ospitano e gestiscono il servizio per noi (server, server di inoltro, e-mail), con partner pubblicitari in forma aggregata o pseudonimizzata e con le autorità quando la legge lo richiede o per proteggere qualcuno in pericolo.",
        ],
      },
      {
        title: "7. Periodo di conservazione",
        paragraphs: [
          "I log del server sono conservati fino a 30 giorni, le segnalazioni e le relative prove fino a 12 mesi, i messaggi di contatto fino a 24 mesi. I dati dell’account sono conservati finché non elimini l’account.",
        ],
      },
      {
        title: "8. I tuoi diritti",
        paragraphs: [
          "Puoi chiedere l’accesso, la rettifica, la cancellazione o la portabilità dei tuoi dati, opporti al trattamento o chiederne la limitazione e revocare il consenso in qualsiasi momento. Hai anche il diritto di presentare reclamo a un’autorità di protezione dei dati (in Italia, il Garante per la protezione dei dati personali). Usa la pagina dei contatti per esercitare questi diritti.",
        ],
      },
      {
        title: "9. Minori",
        paragraphs: [
          "La videochat è riservata alle persone con almeno 18 anni. Non raccogliamo consapevolmente dati di minori e li cancelliamo non appena ne veniamo a conoscenza.",
        ],
      },
      {
        title: "10. Modifiche",
        paragraphs: [
          "Possiamo aggiornare questa informativa quando il servizio cambia. La data in alto indica la versione più recente; le modifiche importanti vengono annunciate sul sito.",
        ],
      },
    ],
  },
  rules: {
    heading: "Regole della community",
    updated: "Ultimo aggiornamento: 1º novembre 2025",
    intro:
      "Acaso funziona perché le persone si trattano con rispetto. Queste regole valgono per ogni conversazione; violarle può portare a un’espulsione definitiva.",
    sections: [
      {
        title: "1. Devi avere almeno 18 anni",
        paragraphs: [
          "La videochat è solo per adulti. Se hai meno di 18 anni, lascia il sito. Gli account e le connessioni dei minori vengono bloccati appena ce ne accorgiamo.",
        ],
      },
      {
        title: "2. Niente nudità né contenuti sessuali",
        paragraphs: [
          "Non mostrare nudità, atti sessuali o contenuti sessualmente espliciti e non chiedere ad altri di farlo. È la regola applicata più spesso, ed è applicata senza preavviso.",
        ],
      },
      {
        title: "3. Rispetta l’altra persona",
        paragraphs: [
          "Niente insulti, molestie, minacce o odio per origine, religione, genere, orientamento sessuale, disabilità o qualsiasi altra caratteristica. Se la conversazione non va bene, premi avanti.",
        ],
      },
      {
        title: "4. Niente di illegale o pericoloso",
        paragraphs: [
          "Niente violenza, armi, droghe, autolesionismo o istigazione a commettere reati. Se qualcuno è in pericolo, contatta i servizi di emergenza locali.",
        ],
      },
      {
        title: "5. Niente spam né pubblicità",
        paragraphs: [
          "Non usare la chat per fare pubblicità, raccogliere contatti, inviare link ad altri siti, vendere prodotti o far girare bot e script automatici.",
        ],
      },
      {
        title: "6. Proteggi la privacy",
        paragraphs: [
          "Non registrare, fotografare o trasmettere altri utenti senza il loro permesso e non pubblicare dati personali di nessuno. Fai attenzione a ciò che condividi su di te.",
        ],
      },
      {
        title: "7. Non fingerti un’altra persona",
        paragraphs: [
          "Non spacciarti per qualcun altro, non mostrare video registrati come se fossero in diretta e non usare la fotocamera di un’altra persona.",
        ],
      },
      {
        title: "8. Segnalazioni e sanzioni",
        paragraphs: [
          "Usa il pulsante di segnalazione ogni volta che qualcuno viola queste regole: la conversazione si chiude subito e la segnalazione viene esaminata. A seconda della gravità possiamo ammonire, sospendere o espellere definitivamente la persona, e segnaliamo i reati gravi alle autorità.",
        ],
      },
    ],
  },
  terms: {
    heading: "Termini di servizio",
    updated: "Ultimo aggiornamento: 1º novembre 2025",
    intro:
      "Questi termini sono l’accordo tra te e Acaso per l’uso del sito e della videochat casuale. Usando il servizio li accetti; se non sei d’accordo, non utilizzarlo.",
    sections: [
      {
        title: "1. Il servizio",
        paragraphs: [
          "Acaso mette in contatto persone a caso per conversazioni dal vivo in video e per iscritto e offre funzioni correlate, come stanze di chat e pagine di contenuti. Il servizio è gratuito e può essere finanziato dalla pubblicità.",
        ],
      },
      {
        title: "2. Chi può usarlo",
        paragraphs: [
          "Devi avere almeno 18 anni e la capacità giuridica di accettare questi termini. Non puoi usare il servizio se ne sei già stato espulso o se la legge del tuo paese lo vieta.",
        ],
      },
      {
        title: "3. Il tuo comportamento",
        paragraphs: [
          "Ti impegni a rispettare le regole della community, che fanno parte di questi termini. Sei responsabile di ciò che mostri, dici e scrivi nelle tue conversazioni.",
        ],
      },
      {
        title: "4. Conversazioni con sconosciuti",
        paragraphs: [
          "Le persone che incontri non sono selezionate né verificate da noi. Le conversazioni avvengono dal vivo e non possiamo controllarle in anticipo; usa il buon senso, non condividere informazioni sensibili e chiudi qualsiasi chat che ti metta a disagio.",
        ],
      },
      {
        title: "5. Moderazione",
        paragraphs: [
          "Per mantenere sicuro il servizio possiamo esaminare le segnalazioni, analizzare immagini della chat a fini di sicurezza, chiudere conversazioni e sospendere o espellere gli utenti che violano le regole, con o senza preavviso.",
        ],
      },
      {
        title: "6. Account",
        paragraphs: [
          "Se crei un account, mantieni segreta la password e avvisaci se sospetti un uso improprio. Puoi eliminare l’account in qualsiasi momento; possiamo chiudere gli account che violano questi termini.",
        ],
      },
      {
        title: "7. Proprietà intellettuale",
        paragraphs: [
          "Il nome, il design e il software di Acaso appartengono a noi o ai nostri licenzianti. Mantieni i diritti su ciò che crei, ma non puoi usare il servizio per violare i diritti altrui.",
        ],
      },
      {
        title: "8. Disponibilità e modifiche",
        paragraphs: [
          "Il servizio è fornito così com’è e secondo disponibilità. Possiamo modificare, sospendere o eliminare funzioni in qualsiasi momento e non garantiamo un funzionamento privo di interruzioni o errori.",
        ],
      },
      {
        title: "9. Responsabilità",
        paragraphs: [
          "Nei limiti consentiti dalla legge, Acaso non risponde del comportamento degli altri utenti né dei danni indiretti derivanti dall’uso del servizio. Nulla in questi termini limita responsabilità che la legge non consente di limitare.",
        ],
      },
      {
        title: "10. Modifiche ai termini e contatti",
        paragraphs: [
          "Possiamo aggiornare questi termini; la data in alto indica la versione in vigore e l’uso continuato ne comporta l’accettazione. Puoi inviare domande sui termini tramite la pagina dei contatti.",
        ],
      },
    ],
  },
} satisfies Catalog<"legal">;
