import type { Catalog } from "../../types.ts";

export default {
  fields: {
    email: "E-mail",
    password: "Senha",
    displayName: "Nome",
    username: "Nome de usuário",
    currentPassword: "Senha atual",
    newPassword: "Nova senha",
  },
  login: {
    title: "Entrar",
    submit: "Entrar",
    withGoogle: "Continuar com o Google",
    noAccount: "Ainda não tem conta? Cadastre-se",
    forgot: "Esqueceu a senha?",
    tooManyAttempts: "Muitas tentativas. Tente novamente em {{minutes}} minutos.",
    providerUnavailable:
      "Não foi possível contatar o serviço de login. Tente novamente em alguns minutos ou entre com seu e-mail e senha.",
  },
  signup: {
    title: "Criar conta",
    submit: "Cadastrar",
    haveAccount: "Já tem conta? Entre",
    passwordHint: "No mínimo 8 caracteres. Frases longas são as melhores.",
    checkInboxTitle: "Verifique seu e-mail",
    checkInbox:
      "Enviamos uma mensagem para {{email}}. Abra o link que ela contém para confirmar seu endereço e entrar.",
    checkInboxHint:
      "Pode levar alguns minutos; veja também a pasta de spam. O link vale por 24 horas. Se este endereço já tem uma conta, a mensagem explica como entrar.",
    backToLogin: "Voltar para entrar",
  },
  modal: {
    title: "Entre para continuar",
    close: "Fechar",
    loggedIn: "Você entrou na sua conta.",
  },
  reset: {
    requestTitle: "Redefinir senha",
    requestIntro: "Informe o e-mail da sua conta e enviaremos um link para você escolher uma nova senha.",
    requestSubmit: "Enviar link",
    requestSent: "Se houver uma conta com este endereço, o link já está a caminho. Ele vale por 1 hora.",
    confirmTitle: "Escolha uma nova senha",
    confirmSubmit: "Salvar nova senha",
    done: "Sua senha foi alterada. Entre com ela agora.",
  },
  account: {
    title: "Minha conta",
    profile: "Perfil",
    save: "Salvar",
    saved: "Salvo.",
    avatar: "Foto",
    avatarChoose: "Escolher foto",
    avatarUploaded: "Foto atualizada.",
    avatarUploading: "Enviando a foto…",
    avatarNotImage: "Este arquivo não é uma imagem aceita: escolha uma imagem JPEG, PNG, GIF ou WebP.",
    avatarCorrupt: "Esta imagem está danificada e não pôde ser lida. Tente outro arquivo.",
    avatarTooLarge:
      "Esta imagem é grande demais. Escolha um arquivo menor, com no máximo 4096 pixels de lado.",
    password: "Senha",
    changePassword: "Alterar senha",
    passwordChanged: "Senha alterada. Suas outras sessões foram encerradas.",
    sessions: "Sessões",
    thisDevice: "Este dispositivo",
    lastSeen: "Ativa pela última vez em {{date}}",
    revoke: "Encerrar",
    revokeOthers: "Encerrar todas as outras sessões",
    deleteTitle: "Excluir conta",
    deleteWarning: "Isto exclui sua conta e seus dados definitivamente.",
    deleteSubmit: "Excluir minha conta",
    logout: "Sair",
  },
  admin: {
    title: "Administração",
    intro: "Somente administradores.",
  },
  nav: {
    login: "Entrar",
    account: "Minha conta",
    social: "Social",
  },
  robotCheck: "Verificando que você não é um robô…",
} satisfies Catalog<"auth">;
