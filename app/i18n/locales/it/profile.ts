import type { Catalog } from "../../types.ts";

export default {
  setup: {
    title: "Scegli il tuo nome utente",
    lead: "È così che gli altri ti vedranno nelle storie, nelle stanze e nelle chat. Solo lettere, cifre, - e _.",
    username: "Nome utente",
    usernameHint: "Da 3 a 30 caratteri. Puoi cambiarlo una volta ogni {{days}} giorni.",
    bio: "Su di te",
    bioHint: "Fino a {{max}} caratteri, visibili sulla tua scheda profilo.",
    save: "Salva",
    saving: "Salvataggio…",
    saved: "Profilo salvato.",
    edit: "Modifica profilo",
    cancel: "Annulla",
    avatar: "Cambia la tua foto nel tuo account",
    preview: "Il tuo nome utente sarà: {{name}}",
  },
  errors: {
    taken: "Questo nome utente è già in uso. Provane un altro.",
    short: "Almeno 3 lettere o cifre.",
    wait: "Potrai cambiare di nuovo il nome utente il {{date}}.",
    bioLong: "Il tuo testo è troppo lungo.",
    control: "Rimuovi i caratteri di controllo invisibili.",
    generic: "Impossibile salvare. Riprova.",
    tooMany: "Troppi tentativi. Attendi un momento.",
  },
  verify: {
    title: "Conferma il tuo indirizzo e-mail",
    text: "Abbiamo inviato un link a {{email}}. Aprilo per pubblicare storie e scrivere nelle stanze e nelle chat.",
    resend: "Invia di nuovo il link",
    sending: "Invio…",
    sent: "Un nuovo link è in arrivo. Controlla la posta in arrivo e lo spam.",
    throttled: "Attendi un minuto prima di chiedere un altro link.",
    done: "Il tuo indirizzo e-mail è confermato. Benvenuto!",
    failed: "Questo link non è valido, è scaduto o è già stato usato. Chiedine uno nuovo qui sotto.",
    needed: "Conferma prima il tuo indirizzo e-mail.",
  },
  card: {
    memberSince: "Membro dal {{date}}",
    noUsername: "Nuovo membro",
    verified: "Verificato",
  },
} satisfies Catalog<"profile">;
