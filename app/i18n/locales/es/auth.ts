import type { Catalog } from "../../types.ts";

export default {
  fields: {
    email: "Correo electrónico",
    password: "Contraseña",
    displayName: "Nombre",
    username: "Nombre de usuario",
    currentPassword: "Contraseña actual",
    newPassword: "Nueva contraseña",
  },
  login: {
    title: "Iniciar sesión",
    submit: "Entrar",
    withGoogle: "Continuar con Google",
    noAccount: "¿Aún no tienes cuenta? Regístrate",
    forgot: "¿Olvidaste tu contraseña?",
    tooManyAttempts: "Demasiados intentos. Inténtalo de nuevo en {{minutes}} minutos.",
    providerUnavailable:
      "No se pudo contactar con el servicio de inicio de sesión. Inténtalo de nuevo en unos minutos o inicia sesión con tu correo y contraseña.",
  },
  signup: {
    title: "Crear una cuenta",
    submit: "Registrarse",
    haveAccount: "¿Ya tienes cuenta? Inicia sesión",
    passwordHint: "Al menos 8 caracteres. Las frases largas son las mejores.",
    checkInboxTitle: "Revisa tu correo",
    checkInbox:
      "Hemos enviado un mensaje a {{email}}. Abre el enlace que contiene para confirmar tu dirección e iniciar sesión.",
    checkInboxHint:
      "Puede tardar unos minutos; mira también en la carpeta de spam. El enlace es válido 24 horas. Si esta dirección ya tiene una cuenta, el mensaje te explica cómo iniciar sesión.",
    backToLogin: "Volver a iniciar sesión",
  },
  modal: {
    title: "Inicia sesión para continuar",
    close: "Cerrar",
    loggedIn: "Has iniciado sesión.",
  },
  reset: {
    requestTitle: "Restablecer la contraseña",
    requestIntro:
      "Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.",
    requestSubmit: "Enviar el enlace",
    requestSent:
      "Si existe una cuenta con esta dirección, el enlace ya va en camino. Es válido durante 1 hora.",
    confirmTitle: "Elige una nueva contraseña",
    confirmSubmit: "Guardar la nueva contraseña",
    done: "Tu contraseña ha cambiado. Inicia sesión con ella.",
  },
  account: {
    title: "Mi cuenta",
    profile: "Perfil",
    save: "Guardar",
    saved: "Guardado.",
    avatar: "Foto",
    avatarChoose: "Elegir una foto",
    avatarUploaded: "Foto actualizada.",
    avatarUploading: "Subiendo la foto…",
    avatarNotImage: "Este archivo no es una imagen aceptada: elige una imagen JPEG, PNG, GIF o WebP.",
    avatarCorrupt: "Esta imagen está dañada y no se pudo leer. Prueba con otro archivo.",
    avatarTooLarge:
      "Esta imagen es demasiado grande. Elige un archivo más pequeño, de 4096 píxeles por lado como máximo.",
    password: "Contraseña",
    changePassword: "Cambiar la contraseña",
    passwordChanged: "Contraseña cambiada. Tus otras sesiones se han cerrado.",
    sessions: "Sesiones",
    thisDevice: "Este dispositivo",
    lastSeen: "Última actividad: {{date}}",
    revoke: "Cerrar",
    revokeOthers: "Cerrar todas las demás sesiones",
    deleteTitle: "Eliminar la cuenta",
    deleteWarning: "Esto elimina tu cuenta y sus datos para siempre.",
    deleteSubmit: "Eliminar mi cuenta",
    logout: "Cerrar sesión",
  },
  admin: {
    title: "Administración",
    intro: "Solo administradores.",
  },
  nav: {
    login: "Iniciar sesión",
    account: "Mi cuenta",
    social: "Social",
  },
  robotCheck: "Comprobando que no eres un robot…",
} satisfies Catalog<"auth">;
