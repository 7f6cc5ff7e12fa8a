import type { Catalog } from "../../types.ts";

export default {
  reasons: {
    nudity: "Nudità o contenuti sessuali in camera",
    minor: "Qualsiasi cosa che coinvolga minori di 18 anni",
    harassment: "Molestie o odio",
    violence: "Violenza o minacce",
    spam: "Spam, pubblicità o truffe",
    other: "Un’altra violazione delle regole",
  },
  evidence: {
    report: "Una segnalazione della persona con cui parlavi",
    conversation: "Gli ultimi messaggi di quella conversazione",
    capture: "Foto di sicurezza della tua fotocamera",
    automatedCheck: "Un controllo automatico delle immagini",
    reportVolume: "Diverse persone ti hanno segnalato in pochi minuti",
    moderatorReview: "La verifica di un moderatore sul tuo uso della chat",
  },
  ban: {
    title: "Al momento non puoi usare la videochat",
    intro:
      "Questo browser è stato bannato dalla videochat per aver violato le regole. Ecco il motivo, la durata e come chiedere una revisione.",
    why: "Perché",
    rules: "Leggi le regole",
    evidenceTitle: "Su cosa si basa la decisione",
    automated:
      "Questo ban è partito automaticamente, prima che un moderatore lo vedesse. Un moderatore lo esaminerà.",
    byModerator: "Un moderatore ha preso questa decisione.",
    howLong: "Per quanto tempo",
    until: "Fino al {{date}}",
    permanent: "Permanente",
    appealTitle: "Chiedi una revisione",
    appealIntro:
      "Pensi che sia un errore? Raccontaci cosa è successo. Lo esaminerà un moderatore diverso da chi ha deciso. Puoi fare ricorso fino al {{date}}.",
    appealLabel: "Cosa è successo?",
    appealHint: "Tra 10 e 2000 caratteri. Non inserire mai password, indirizzi o numeri di telefono.",
    appealSubmit: "Invia ricorso",
    appealSending: "Invio in corso…",
    appealSent:
      "Il tuo ricorso è stato inviato il {{date}}. Un moderatore deciderà; torna qui per vedere la risposta.",
    appealRejected: "Il tuo ultimo ricorso è stato esaminato il {{date}} e il ban è stato mantenuto.",
    appealOver: "Il termine per fare ricorso contro questa decisione è scaduto.",
    errors: {
      appealOpen: "C’è già un ricorso in attesa di decisione.",
      appealWindowOver: "Il termine per fare ricorso contro questa decisione è scaduto.",
      robotCheck: "La verifica anti-robot non è riuscita. Riprova.",
      rateLimited: "Troppi tentativi. Riprova più tardi.",
    },
  },
  warning: {
    title: "Un avviso dai moderatori",
    text: "Sei stato segnalato per: {{reason}}. Rispetta le regole: la prossima volta potresti ricevere un ban.",
    ok: "Ho capito",
  },
  outcome: {
    accepted: "Il tuo ricorso è stato accolto: il ban è stato revocato e puoi tornare a chattare.",
    rejected: "Il tuo ricorso è stato esaminato e il ban resta fino al {{date}}.",
    rejectedPermanent: "Il tuo ricorso è stato esaminato e il ban resta.",
    ok: "Ok",
  },
  blur: {
    setting: "Sfoca i nudi",
    settingHint: "Controllato solo su questo dispositivo: nessuna immagine ne esce.",
    overlay: "Questo video potrebbe mostrare nudità, quindi è sfocato.",
    show: "Mostra comunque",
    report: "Segnala",
  },
} satisfies Catalog<"moderation">;
