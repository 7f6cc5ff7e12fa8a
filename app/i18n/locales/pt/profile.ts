import type { Catalog } from "../../types.ts";

export default {
  setup: {
    title: "Escolha seu nome de usuário",
    lead: "É assim que as pessoas vão ver você nos stories, nas salas e nos chats. Só letras, números, - e _.",
    username: "Nome de usuário",
    usernameHint: "De 3 a 30 caracteres. Você pode mudá-lo uma vez a cada {{days}} dias.",
    bio: "Sobre você",
    bioHint: "Até {{max}} caracteres, mostrados no seu cartão de perfil.",
    save: "Salvar",
    saving: "Salvando…",
    saved: "Perfil salvo.",
    edit: "Editar perfil",
    cancel: "Cancelar",
    avatar: "Troque sua foto na sua conta",
    preview: "Seu nome de usuário será: {{name}}",
  },
  errors: {
    taken: "Este nome de usuário já está em uso. Tente outro.",
    short: "Pelo menos 3 letras ou números.",
    wait: "Você poderá mudar seu nome de usuário de novo em {{date}}.",
    bioLong: "Seu texto é longo demais.",
    control: "Remova os caracteres de controle invisíveis.",
    generic: "Não foi possível salvar. Tente novamente.",
    tooMany: "Tentativas demais. Aguarde um momento.",
  },
  verify: {
    title: "Confirme seu endereço de e-mail",
    text: "Enviamos um link para {{email}}. Abra-o para publicar stories e escrever nas salas e nos chats.",
    resend: "Enviar o link de novo",
    sending: "Enviando…",
    sent: "Um novo link está a caminho. Confira sua caixa de entrada e o spam.",
    throttled: "Aguarde um minuto antes de pedir outro link.",
    done: "Seu e-mail está confirmado. Bem-vindo!",
    failed: "Este link é inválido, expirou ou já foi usado. Peça um novo abaixo.",
    needed: "Confirme seu endereço de e-mail primeiro.",
  },
  card: {
    memberSince: "Membro desde {{date}}",
    noUsername: "Novo membro",
    verified: "Verificado",
  },
} satisfies Catalog<"profile">;
