import type { Catalog } from "../../types.ts";

export default {
  setup: {
    title: "Elige tu nombre de usuario",
    lead: "Así te verán los demás en las historias, las salas y los chats. Solo letras, números, - y _.",
    username: "Nombre de usuario",
    usernameHint: "De 3 a 30 caracteres. Puedes cambiarlo una vez cada {{days}} días.",
    bio: "Sobre ti",
    bioHint: "Hasta {{max}} caracteres, visibles en tu tarjeta de perfil.",
    save: "Guardar",
    saving: "Guardando…",
    saved: "Perfil guardado.",
    edit: "Editar perfil",
    cancel: "Cancelar",
    avatar: "Cambia tu foto en tu cuenta",
    preview: "Tu nombre de usuario será: {{name}}",
  },
  errors: {
    taken: "Este nombre de usuario ya está en uso. Prueba otro.",
    short: "Al menos 3 letras o números.",
    wait: "Podrás cambiar tu nombre de usuario de nuevo el {{date}}.",
    bioLong: "Tu texto es demasiado largo.",
    control: "Quita los caracteres de control invisibles.",
    generic: "No se pudo guardar. Inténtalo de nuevo.",
    tooMany: "Demasiados intentos. Espera un momento.",
  },
  verify: {
    title: "Confirma tu dirección de correo",
    text: "Enviamos un enlace a {{email}}. Ábrelo para publicar historias y escribir en las salas y los chats.",
    resend: "Enviar el enlace otra vez",
    sending: "Enviando…",
    sent: "Un nuevo enlace va en camino. Revisa tu bandeja de entrada y el spam.",
    throttled: "Espera un minuto antes de pedir otro enlace.",
    done: "Tu correo está confirmado. ¡Bienvenido!",
    failed: "Este enlace no es válido, caducó o ya se usó. Pide uno nuevo abajo.",
    needed: "Primero confirma tu dirección de correo.",
  },
  card: {
    memberSince: "Miembro desde {{date}}",
    noUsername: "Nuevo miembro",
    verified: "Verificado",
  },
} satisfies Catalog<"profile">;
