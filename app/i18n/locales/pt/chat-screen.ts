// A tela do chat (issue 16). As chaves são as do inglês (en/chat-screen.ts).
export default {
  banned: "Você não pode mais usar o chat de vídeo.",
  typing: "O desconhecido está digitando…",
  emojiPicker: "Reações com emoji",
  reconnecting: {
    self: "Sua conexão caiu. Reconectando…",
    peer: "A conexão do desconhecido caiu. Aguardando a volta dele…",
  },
  notices: {
    peerReconnecting: "A conexão do desconhecido caiu. O chat fica aberto por alguns segundos.",
    peerBack: "O desconhecido voltou.",
    resumed: "Você voltou à conversa.",
  },
  searching: {
    online_one: "{{n}} pessoa online",
    online_other: "{{n}} pessoas online",
    video: "Um vídeo para assistir enquanto espera",
    videoTitled: "Enquanto espera: {{title}}",
  },
  quality: {
    label: "Conexão {{level}}",
    good: "boa",
    fair: "regular",
    poor: "ruim",
    direct: "direta",
    relayed: "pelo servidor de retransmissão",
    details: "{{rtt}} ms de ida e volta, {{loss}}% de pacotes perdidos, {{route}}",
  },
  preview: { move: "Arraste sua imagem para qualquer canto" },
  start: {
    accept: "Ao tocar em Iniciar, você aceita as",
    rules: "Regras",
    terms: "Termos de Serviço",
    checkConnection: "Testar minha conexão",
  },
  check: {
    title: "Câmera, microfone e conexão",
    noCamera: "Só texto: sem câmera.",
    microphone: "Microfone",
    micLevel: "Nível do microfone",
    micHint: "Diga algo: a barra se move quando o microfone ouve você.",
    noMicrophone: "Sem microfone: a outra pessoa não vai ouvir você.",
    network: "Rede",
    testing: "Testando sua rede…",
    failed: "Não foi possível testar a rede. Você ainda pode começar.",
    again: "Testar de novo",
    skip: "Pular",
    start: "Começar a conversar",
    verdicts: {
      direct: "O vídeo vai conectar diretamente.",
      relay: "O vídeo vai passar pelo nosso servidor de retransmissão.",
      blocked: "O vídeo provavelmente não vai conectar a partir desta rede.",
    },
    reasons: {
      hiddenIp:
        "Você escolheu ocultar seu IP, então seu vídeo passa pelo servidor de retransmissão. Funciona; pode demorar um pouco mais para começar.",
      relayUnreachable:
        "“Ocultar meu endereço IP” precisa do nosso servidor de retransmissão, que não está acessível desta rede. Desative a opção ou tente outra rede.",
      noRelay:
        "“Ocultar meu endereço IP” precisa de um servidor de retransmissão, e nenhum está disponível agora. Desative a opção para conversar.",
      stun: "Sua rede deixa o vídeo ir direto para a outra pessoa: o caminho mais rápido.",
      openAddress: "Sua rede deixa o vídeo ir direto para a outra pessoa.",
      symmetricNat:
        "Seu roteador muda de porta a cada conexão, então o vídeo direto costuma falhar; o servidor de retransmissão vai levá-lo. Pode demorar um pouco mais para começar.",
      udpBlocked:
        "Um firewall bloqueia o vídeo direto (UDP), então o servidor de retransmissão vai levá-lo. Se as chamadas travarem, tente outro Wi-Fi ou os dados móveis.",
      nothing:
        "Um firewall parece bloquear chamadas de vídeo. Tente outro Wi-Fi ou os dados móveis, desligue a VPN ou peça ao administrador da rede para liberar UDP. O chat de texto continua funcionando.",
    },
  },
};
