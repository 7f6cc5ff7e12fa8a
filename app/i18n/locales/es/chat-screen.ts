// La pantalla del chat (issue 16). Las claves son las del inglés (en/chat-screen.ts).
export default {
  banned: "Ya no puedes usar el videochat.",
  typing: "El desconocido está escribiendo…",
  emojiPicker: "Reacciones con emoji",
  reconnecting: {
    self: "Se cortó tu conexión. Reconectando…",
    peer: "Se cortó la conexión del desconocido. Esperando a que vuelva…",
  },
  notices: {
    peerReconnecting: "Se cortó la conexión del desconocido. El chat sigue abierto unos segundos.",
    peerBack: "El desconocido ha vuelto.",
    resumed: "Has vuelto a la conversación.",
  },
  searching: {
    online_one: "{{n}} persona conectada",
    online_other: "{{n}} personas conectadas",
    video: "Un vídeo para ver mientras esperas",
    videoTitled: "Mientras esperas: {{title}}",
  },
  quality: {
    label: "Conexión {{level}}",
    good: "buena",
    fair: "regular",
    poor: "mala",
    direct: "directa",
    relayed: "a través del servidor de retransmisión",
    details: "{{rtt}} ms de ida y vuelta, {{loss}} % de paquetes perdidos, {{route}}",
  },
  preview: { move: "Arrastra tu imagen a cualquier esquina" },
  start: {
    accept: "Al pulsar Empezar aceptas las",
    rules: "Normas",
    terms: "Condiciones del servicio",
    checkConnection: "Probar mi conexión",
  },
  check: {
    title: "Cámara, micrófono y conexión",
    noCamera: "Solo texto: sin cámara.",
    microphone: "Micrófono",
    micLevel: "Nivel del micrófono",
    micHint: "Di algo: la barra se mueve cuando el micrófono te oye.",
    noMicrophone: "Sin micrófono: la otra persona no te oirá.",
    network: "Red",
    testing: "Probando tu red…",
    failed: "No se pudo probar la red. Aun así puedes empezar.",
    again: "Probar otra vez",
    skip: "Omitir",
    start: "Empezar a chatear",
    verdicts: {
      direct: "El vídeo se conectará directamente.",
      relay: "El vídeo pasará por nuestro servidor de retransmisión.",
      blocked: "Es probable que el vídeo no se conecte desde esta red.",
    },
    reasons: {
      hiddenIp:
        "Elegiste ocultar tu IP, así que tu vídeo pasa por el servidor de retransmisión. Funciona; puede tardar un poco más en empezar.",
      relayUnreachable:
        "«Ocultar mi dirección IP» necesita nuestro servidor de retransmisión, que no se puede alcanzar desde esta red. Desactívalo o prueba otra red.",
      noRelay:
        "«Ocultar mi dirección IP» necesita un servidor de retransmisión y ahora no hay ninguno disponible. Desactívalo para chatear.",
      stun: "Tu red deja que el vídeo vaya directo a la otra persona: el camino más rápido.",
      openAddress: "Tu red deja que el vídeo vaya directo a la otra persona.",
      symmetricNat:
        "Tu router cambia de puerto en cada conexión, así que el vídeo directo suele fallar; lo llevará el servidor de retransmisión. Puede tardar un poco más en empezar.",
      udpBlocked:
        "Un cortafuegos bloquea el vídeo directo (UDP), así que lo llevará el servidor de retransmisión. Si las llamadas se cortan, prueba otra wifi o los datos móviles.",
      nothing:
        "Parece que un cortafuegos bloquea las videollamadas. Prueba otra wifi o los datos móviles, desactiva la VPN o pide al administrador de la red que permita UDP. El chat de texto sigue funcionando.",
    },
  },
};
