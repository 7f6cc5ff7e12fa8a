import type { Catalog } from "../../types.ts";

export default {
  privacyPolicy: {
    heading: "Política de Privacidade",
    updated: "Última atualização: 1º de novembro de 2025",
    intro:
      "Esta política explica quais dados pessoais o Acaso trata quando você usa o vídeo chat aleatório e o restante do site, por que fazemos isso, por quanto tempo os guardamos e quais direitos você tem.",
    sections: [
      {
        title: "1. Quem é o responsável",
        paragraphs: [
          "O serviço Acaso é o responsável pelo tratamento descrito aqui. Você pode falar conosco a qualquer momento pela página de contato; pedidos sobre os seus dados são respondidos em até 30 dias.",
        ],
      },
      {
        title: "2. Dados que tratamos",
        paragraphs: [
          "Dados técnicos: endereço IP, tipo de navegador, idioma, dispositivo e as páginas que você visita, que todo servidor web recebe e de que precisamos para entregar o site e protegê-lo contra abusos.",
          "Dados do chat: um identificador temporário aleatório, se a sua câmera está ligada e os dados de conexão necessários para ligar você a outra pessoa. O vídeo e o áudio trafegam diretamente entre os dois navegadores (ponto a ponto) ou por um servidor de retransmissão que não consegue vê-los; não gravamos as suas conversas.",
          "Dados de contato: o nome, o e-mail, o assunto e a mensagem que você nos envia pelo formulário de contato.",
          "Dados de conta, apenas se você criar uma conta: e-mail, nome de usuário e as configurações que escolher.",
        ],
      },
      {
        title: "3. Por que tratamos esses dados",
        paragraphs: [
          "Para oferecer o vídeo chat e conectar você a outros usuários; para manter o serviço seguro, o que inclui analisar denúncias, aplicar as regras e evitar spam e abusos; para responder às suas mensagens; e, com estatísticas anônimas, para entender como o site é usado e melhorá-lo.",
        ],
      },
      {
        title: "4. Verificações de segurança",
        paragraphs: [
          "Para proteger os usuários, o serviço pode analisar uma imagem estática do vídeo no início de uma conversa ou após uma denúncia, para detectar conteúdo que viole as regras. Essas imagens são guardadas apenas pelo tempo necessário para a verificação ou para o tratamento da denúncia e depois são apagadas.",
        ],
      },
      {
        title: "5. Cookies e armazenamento local",
        paragraphs: [
          "Usamos um cookie chamado i18n_redirected para lembrar o idioma escolhido (válido por um ano), um cookie de sessão se você entrar na conta e o armazenamento local para configurações como a frequência de anúncios. Se as estatísticas estiverem ativadas, um provedor de análise define os próprios cookies para contar visitas; você pode bloqueá-los no navegador sem perder o acesso ao chat.",
        ],
      },
      {
        title: "6. Compartilhamento",
        paragraphs: [
          "Não vendemos os seus dados. Só os compartilhamos com fornecedores que hospedam e operam o serviço para nós (servidores, servidores de retransmissão, e-mail), com parceiros de publicidade de forma agregada ou pseudonimizada, e com autoridades quando a lei exigir ou para proteger alguém em perigo.",
        ],
      },
      {
        title: "7. Por quanto tempo guardamos",
        paragraphs: [
          "Os registros do servidor são guardados por até 30 dias. As denúncias e as evidências relacionadas, por até 12 meses. As mensagens de contato, por até 24 meses. Os dados de conta ficam guardados até você excluir a conta.",
        ],
      },
      {
        title: "8. Seus direitos",
        paragraphs: [
          "Você pode pedir acesso, correção, exclusão ou portabilidade dos seus dados, opor-se ao tratamento ou limitá-lo, e retirar o consentimento a qualquer momento. Você também tem o direito de reclamar à autoridade de proteção de dados (no Brasil, a ANPD). Use a página de contato para exercer esses direitos.",
        ],
      },
      {
        title: "9. Menores de idade",
        paragraphs: [
          "O vídeo chat é apenas para pessoas com 18 anos ou mais. Não coletamos dados de menores de forma consciente e os apagamos assim que tomamos conhecimento.",
        ],
      },
      {
        title: "10. Alterações",
        paragraphs: [
          "Podemos atualizar esta política quando o serviço mudar. A data no topo mostra a versão mais recente; mudanças importantes são avisadas no site.",
        ],
      },
    ],
  },
  rules: {
    heading: "Regras da comunidade",
    updated: "Última atualização: 1º de novembro de 2025",
    intro:
      "O Acaso funciona porque as pessoas se tratam com respeito. Estas regras valem para todas as conversas; desrespeitá-las pode levar a um banimento permanente.",
    sections: [
      {
        title: "1. Você precisa ter 18 anos ou mais",
        paragraphs: [
          "O vídeo chat é só para adultos. Se você tem menos de 18 anos, saia do site. Contas e conexões de menores são bloqueadas assim que percebemos.",
        ],
      },
      {
        title: "2. Nada de nudez ou conteúdo sexual",
        paragraphs: [
          "Não mostre nudez, atos sexuais ou conteúdo sexual explícito, nem peça que outras pessoas o façam. Esta é a regra mais aplicada e vale sem aviso prévio.",
        ],
      },
      {
        title: "3. Respeite a outra pessoa",
        paragraphs: [
          "Nada de insultos, assédio, ameaças ou ódio por origem, religião, gênero, orientação sexual, deficiência ou qualquer outra característica. Se a conversa não está boa, aperte próximo.",
        ],
      },
      {
        title: "4. Nada ilegal ou perigoso",
        paragraphs: [
          "Nada de violência, armas, drogas, automutilação ou incentivo a crimes. Se alguém estiver em perigo, acione os serviços de emergência locais.",
        ],
      },
      {
        title: "5. Sem spam ou propaganda",
        paragraphs: [
          "Não use o chat para fazer propaganda, coletar contatos, enviar links para outros sites, vender produtos ou rodar bots e scripts automáticos.",
        ],
      },
      {
        title: "6. Proteja a privacidade",
        paragraphs: [
          "Não grave, fotografe ou transmita outros usuários sem permissão e não publique dados pessoais de ninguém. Tenha cuidado com o que compartilha sobre você.",
        ],
      },
      {
        title: "7. Não finja ser outra pessoa",
        paragraphs: [
          "Não se passe por outra pessoa, não mostre vídeos gravados como se fossem ao vivo e não use a câmera de outra pessoa.",
        ],
      },
      {
        title: "8. Denúncias e punições",
        paragraphs: [
          "Use o botão de denúncia sempre que alguém desrespeitar estas regras: a conversa termina na hora e a denúncia é analisada. Conforme a gravidade, podemos advertir, suspender ou banir a pessoa de forma permanente, e comunicamos crimes graves às autoridades.",
        ],
      },
    ],
  },
  terms: {
    heading: "Termos de Serviço",
    updated: "Última atualização: 1º de novembro de 2025",
    intro:
      "Estes termos são o acordo entre você e o Acaso para o uso do site e do vídeo chat aleatório. Ao usar o serviço você os aceita; se não concordar, não o utilize.",
    sections: [
      {
        title: "1. O serviço",
        paragraphs: [
          "O Acaso conecta pessoas ao acaso para conversas ao vivo por vídeo e texto e oferece recursos relacionados, como salas de bate-papo e páginas de conteúdo. O serviço é gratuito e pode ser financiado por publicidade.",
        ],
      },
      {
        title: "2. Quem pode usar",
        paragraphs: [
          "Você precisa ter pelo menos 18 anos e capacidade legal para aceitar estes termos. Você não pode usar o serviço se já tiver sido banido ou se a lei do seu país o proibir.",
        ],
      },
      {
        title: "3. Seu comportamento",
        paragraphs: [
          "Você se compromete a seguir as regras da comunidade, que fazem parte destes termos. Você é responsável pelo que mostra, fala e escreve nas suas conversas.",
        ],
      },
      {
        title: "4. Conversas com estranhos",
        paragraphs: [
          "As pessoas que você encontra não são selecionadas nem verificadas por nós. As conversas acontecem ao vivo e não podemos controlá-las antecipadamente; use o bom senso, não compartilhe informações sensíveis e encerre qualquer conversa que deixe você desconfortável.",
        ],
      },
      {
        title: "5. Moderação",
        paragraphs: [
          "Para manter o serviço seguro, podemos analisar denúncias, examinar imagens do chat para fins de segurança, encerrar conversas e suspender ou banir usuários que desrespeitem as regras, com ou sem aviso prévio.",
        ],
      },
      {
        title: "6. Contas",
        paragraphs: [
          "Se você criar uma conta, mantenha a senha em segredo e avise-nos se suspeitar de uso indevido. Você pode excluir a conta a qualquer momento; podemos encerrar contas que violem estes termos.",
        ],
      },
      {
        title: "7. Propriedade intelectual",
        paragraphs: [
          "O nome, o design e o software do Acaso pertencem a nós ou aos nossos licenciadores. Você mantém os direitos sobre o que cria, mas não pode usar o serviço para violar direitos de terceiros.",
        ],
      },
      {
        title: "8. Disponibilidade e mudanças",
        paragraphs: [
          "O serviço é oferecido como está e conforme disponível. Podemos alterar, suspender ou encerrar recursos a qualquer momento e não garantimos que ele funcione sem interrupções ou erros.",
        ],
      },
      {
        title: "9. Responsabilidade",
        paragraphs: [
          "Na medida permitida pela lei, o Acaso não responde pelo comportamento de outros usuários nem por danos indiretos decorrentes do uso do serviço. Nada nestes termos limita responsabilidades que a lei não permite limitar.",
        ],
      },
      {
        title: "10. Alterações destes termos e contato",
        paragraphs: [
          "Podemos atualizar estes termos; a data no topo mostra a versão em vigor e o uso contínuo significa que você a aceita. Dúvidas sobre os termos podem ser enviadas pela página de contato.",
        ],
      },
    ],
  },
} satisfies Catalog<"legal">;
