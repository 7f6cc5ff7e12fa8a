import type { Catalog } from "../../types.ts";

export default {
  nav: { label: "Vídeos curtos", latest: "Recentes", popular: "Populares", download: "Baixar" },
  latest: {
    title: "Vídeos curtos",
    heading: "Vídeos curtos",
    description:
      "Assista aos vídeos curtos mais recentes dos nossos criadores: humor, música, viagens e muito mais.",
    lead: "Os vídeos mais novos primeiro. Passe o mouse ou toque num vídeo para ver uma prévia.",
  },
  popular: {
    title: "Vídeos curtos populares",
    titlePage: "Vídeos curtos populares, página {{page}}",
    heading: "Vídeos curtos populares",
    description: "Os vídeos curtos mais assistidos da comunidade, por número de reproduções.",
    lead: "Os vídeos mais reproduzidos primeiro.",
  },
  hashtag: {
    title: "Vídeos curtos #{{tag}}",
    heading: "#{{tag}}",
    description: "Vídeos curtos com a hashtag #{{tag}}: os mais novos primeiro.",
    popularTitle: "Vídeos curtos #{{tag}} populares",
    popularHeading: "Populares em #{{tag}}",
    popularDescription: "Os vídeos curtos mais reproduzidos com a hashtag #{{tag}}.",
    latestTab: "Mais novos",
    popularTab: "Mais vistos",
  },
  grid: {
    empty: "Ainda não há vídeos aqui.",
    by: "por {{name}}",
    plays: "{{plays}} reproduções",
    preview: "Prévia de {{caption}}",
  },
  pagination: {
    label: "Páginas",
    previous: "Página anterior",
    next: "Próxima página",
    status: "Página {{page}} de {{pages}}",
  },
  video: {
    untitled: "Vídeo curto de {{name}}",
    description: "Um vídeo curto de {{name}}: {{caption}}",
    creator: "Criador",
    hashtags: "Hashtags",
    download: "Baixar este vídeo",
    openOriginal: "Abrir no TikTok",
    more: "Mais vídeos",
    playerTitle: "Player de vídeo",
  },
  download: {
    title: "Baixar vídeos curtos",
    heading: "Baixar um vídeo curto",
    description: "Salve um vídeo curto do nosso catálogo com o crédito do criador.",
    lead: "Cole o link da página de um vídeo deste site e receba o arquivo, com o crédito do criador.",
    label: "Link do vídeo",
    submit: "Obter o vídeo",
    notOurs:
      "Só oferecemos vídeos do nosso próprio catálogo: cole o link da página de um vídeo deste site. Nunca copiamos vídeos de outros sites.",
    notFound: "Esse vídeo não está no nosso catálogo.",
    unavailable: "Este site não oferece downloads.",
    ready: "Pronto para baixar",
    credit: "Vídeo de {{name}}",
    creditLink: "Veja mais de {{name}}",
    save: "Baixar o arquivo",
  },
} satisfies Catalog<"videos">;
