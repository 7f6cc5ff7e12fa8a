import type { Catalog } from "../../types.ts";

export default {
  fields: {
    email: "E-mail",
    password: "Password",
    displayName: "Nome",
    username: "Nome utente",
    currentPassword: "Password attuale",
    newPassword: "Nuova password",
  },
  login: {
    title: "Accedi",
    submit: "Accedi",
    withGoogle: "Continua con Google",
    noAccount: "Non hai ancora un account? Registrati",
    forgot: "Password dimenticata?",
    tooManyAttempts: "Troppi tentativi. Riprova tra {{minutes}} minuti.",
    providerUnavailable:
      "Impossibile raggiungere il servizio di accesso. Riprova tra qualche minuto oppure accedi con e-mail e password.",
  },
  signup: {
    title: "Crea un account",
    submit: "Registrati",
    haveAccount: "Hai già un account? Accedi",
    passwordHint: "Almeno 8 caratteri. Le frasi lunghe sono le migliori.",
    checkInboxTitle: "Controlla la tua casella di posta",
    checkInbox:
      "Abbiamo inviato un messaggio a {{email}}. Apri il link che contiene per confermare il tuo indirizzo e accedere.",
    checkInboxHint:
      "Può volerci qualche minuto; guarda anche nella cartella spam. Il link è valido 24 ore. Se questo indirizzo ha già un account, il messaggio ti spiega come accedere.",
    backToLogin: "Torna all’accesso",
  },
  modal: {
    title: "Accedi per continuare",
    close: "Chiudi",
    loggedIn: "Hai effettuato l’accesso.",
  },
  reset: {
    requestTitle: "Reimposta la password",
    requestIntro:
      "Inserisci l’e-mail del tuo account e ti invieremo un link per scegliere una nuova password.",
    requestSubmit: "Invia il link",
    requestSent: "Se esiste un account con questo indirizzo, il link è in arrivo. È valido 1 ora.",
    confirmTitle: "Scegli una nuova password",
    confirmSubmit: "Salva la nuova password",
    done: "La tua password è stata cambiata. Accedi ora con la nuova password.",
  },
  account: {
    title: "Il mio account",
    profile: "Profilo",
    save: "Salva",
    saved: "Salvato.",
    avatar: "Foto",
    avatarChoose: "Scegli una foto",
    avatarUploaded: "Foto aggiornata.",
    avatarUploading: "Caricamento della foto…",
    avatarNotImage: "Questo file non è un’immagine accettata: scegli un’immagine JPEG, PNG, GIF o WebP.",
    avatarCorrupt: "Questa immagine è danneggiata e non è stato possibile leggerla. Prova con un altro file.",
    avatarTooLarge:
      "Questa immagine è troppo grande. Scegli un file più piccolo, al massimo di 4096 pixel per lato.",
    password: "Password",
    changePassword: "Cambia password",
    passwordChanged: "Password cambiata. Le altre sessioni sono state chiuse.",
    sessions: "Sessioni",
    thisDevice: "Questo dispositivo",
    lastSeen: "Ultima attività: {{date}}",
    revoke: "Chiudi",
    revokeOthers: "Chiudi tutte le altre sessioni",
    deleteTitle: "Elimina account",
    deleteWarning: "Questo elimina definitivamente il tuo account e i suoi dati.",
    deleteSubmit: "Elimina il mio account",
    logout: "Esci",
  },
  admin: {
    title: "Amministrazione",
    intro: "Solo amministratori.",
  },
  nav: {
    login: "Accedi",
    account: "Il mio account",
    social: "Social",
  },
  robotCheck: "Verifica che tu non sia un robot…",
} satisfies Catalog<"auth">;
