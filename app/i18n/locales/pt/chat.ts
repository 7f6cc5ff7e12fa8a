import type { Catalog } from "../../types.ts";

export default {
  title: "Videochat aleatório",
  status: {
    "primary-action": "Toque em Iniciar para conhecer alguém novo.",
    searching: "Procurando alguém para conversar…",
    "searching-sda": "Procurando alguém para conversar…",
    "pre-connecting": "Encontramos alguém! Conectando…",
    connecting: "Conectando o vídeo…",
    connected: "Conectado. Diga oi!",
    "connected-fa":
      "Não foi possível conectar o vídeo. Você ainda pode conversar por texto ou tocar em Próximo.",
    stoped: "Parado. Toque em Iniciar para conversar de novo.",
    reporting: "Denunciando esta pessoa…",
    filtering: "Escolhendo suas configurações…",
    "reconnect-failed": "Não foi possível reconectar ao servidor.",
    connectedTextOnly: "Conectado. Conversem por texto: um de vocês está sem câmera.",
    reconnecting: "Conexão perdida. Reconectando…",
    coolingOff: "Muitas conexões da sua rede foram interrompidas. Tentando de novo em {{seconds}} s…",
  },
  actions: {
    start: "Iniciar",
    next: "Próximo",
    stop: "Parar",
    report: "Denunciar",
    retry: "Tentar reconectar",
    settings: "Câmera e microfone",
    mute: "Desativar microfone",
    unmute: "Ativar microfone",
    cameraOff: "Desligar câmera",
    cameraOn: "Ligar câmera",
    tapToPlay: "Toque para reproduzir o vídeo",
  },
  shortcuts: {
    title: "Atalhos de teclado",
    next: "Esc: próxima pessoa",
    start: "Alt+S: iniciar",
    stop: "Alt+X: parar",
    report: "Alt+R: denunciar",
    mute: "Alt+M: ligar/desligar microfone",
    camera: "Alt+V: ligar/desligar câmera",
  },
  video: {
    local: "Sua câmera",
    remote: "Câmera da outra pessoa",
    peerNoCamera: "Esta pessoa está sem câmera. Vocês podem conversar por texto.",
    peerWaiting: "O vídeo da outra pessoa aparecerá aqui.",
    cameraOff: "Sua câmera está desligada",
    textOnly: "Só texto: a outra pessoa vê uma imagem no lugar do seu vídeo.",
  },
  camera: {
    asking: "Permita o acesso à câmera e ao microfone quando o navegador pedir.",
    deniedTitle: "Câmera e microfone bloqueados",
    deniedText:
      "O videochat precisa da sua câmera e do seu microfone para que a outra pessoa veja e ouça você. O navegador recusou o acesso para este site.",
    howToTitle: "Como permitir",
    howTo: {
      chrome:
        "Chrome: clique no ícone de câmera ou de cadeado na barra de endereço, defina Câmera e Microfone como Permitir e recarregue a página.",
      edge: "Edge: clique no cadeado na barra de endereço, escolha Permissões para este site, permita Câmera e Microfone e recarregue.",
      firefox:
        "Firefox: clique no ícone de câmera riscada na barra de endereço, remova o bloqueio de Câmera e Microfone e recarregue.",
      safari:
        "Safari: abra os Ajustes deste site (menu Safari no Mac, botão aA no iPhone), defina Câmera e Microfone como Permitir e recarregue.",
      samsung:
        "Samsung Internet: toque no cadeado na barra de endereço, abra Permissões, permita Câmera e Microfone e recarregue.",
      opera:
        "Opera: clique no ícone de câmera na barra de endereço, permita Câmera e Microfone e recarregue.",
      other:
        "Abra as configurações do site no seu navegador, permita Câmera e Microfone e recarregue. No celular, verifique também se o navegador pode usar a câmera nas configurações do sistema.",
    },
    tryAgain: "Tentar de novo",
    continueTextOnly: "Continuar sem câmera (só texto)",
    unsupported: "Navegador não suportado. Por favor, tente com outro.",
    noDevice: "Nenhuma câmera ou microfone encontrado. Você ainda pode conversar por texto.",
    inUse: "Sua câmera está sendo usada por outro aplicativo. Feche-o e tente de novo.",
    error: "Não foi possível iniciar a câmera: {{message}}",
  },
  privacy: {
    hideIp: "Ocultar meu endereço IP",
    hideIpHint:
      "Seu vídeo passa pelo nosso servidor de retransmissão, então a outra pessoa não consegue ver seu endereço IP. A conexão pode demorar um pouco mais. Vale a partir da próxima pessoa.",
  },
  settings: {
    title: "Câmera e microfone",
    camera: "Câmera",
    microphone: "Microfone",
    interests: "Interesses (separados por vírgulas)",
    interestsHint: "Tentamos juntar você com pessoas que os compartilham.",
    done: "Pronto",
    device: "Dispositivo {{n}}",
  },
  chat: {
    title: "Chat de texto",
    log: "Conversa",
    input: "Mensagem",
    placeholder: "Digite uma mensagem…",
    send: "Enviar",
    emoji: "Enviar um emoji",
    you: "Você",
    stranger: "Desconhecido",
    empty: "As mensagens aparecerão aqui quando vocês estiverem conectados.",
    newMessage: "Nova mensagem do desconhecido",
  },
  notices: {
    matched: "Você está conversando com um desconhecido. Seja gentil.",
    peerLeft: "O desconhecido saiu. Procurando outra pessoa…",
    reported: "Obrigado. Sua denúncia foi enviada e você não encontrará mais esta pessoa.",
    rtcFailed: "A conexão de vídeo falhou. O chat de texto continua funcionando.",
  },
  report: {
    title: "Denunciar esta pessoa",
    description: "Escolha o que aconteceu. A conversa termina e vocês não serão pareados de novo.",
    reasons: {
      nudity: "Nudez ou conteúdo sexual",
      minor: "Parece ter menos de 18 anos",
      harassment: "Assédio ou ódio",
      violence: "Violência ou ameaças",
      spam: "Spam ou publicidade",
      other: "Outra coisa",
    },
    details: "Detalhes (opcional)",
    submit: "Enviar denúncia",
    cancel: "Cancelar",
  },
} satisfies Catalog<"chat">;
