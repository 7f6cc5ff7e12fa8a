import type { Catalog } from "../../types.ts";

export default {
  privacyPolicy: {
    heading: "Politique de confidentialité",
    updated: "Dernière mise à jour : 1er novembre 2025",
    intro:
      "Cette politique explique quelles données personnelles Acaso traite lorsque vous utilisez le chat vidéo aléatoire et le reste du site, pourquoi nous le faisons, combien de temps nous les conservons et quels sont vos droits.",
    sections: [
      {
        title: "1. Responsable du traitement",
        paragraphs: [
          "Le service Acaso est responsable du traitement décrit ici. Vous pouvez nous joindre à tout moment via la page de contact ; les demandes concernant vos données reçoivent une réponse sous 30 jours.",
        ],
      },
      {
        title: "2. Données traitées",
        paragraphs: [
          "Données techniques : adresse IP, type de navigateur, langue, appareil et pages consultées, que tout serveur web reçoit et dont nous avons besoin pour fournir le site et le protéger contre les abus.",
          "Données du chat : un identifiant temporaire aléatoire, l’état de votre caméra et les informations de connexion nécessaires pour vous relier à une autre personne. La vidéo et le son circulent directement entre les deux navigateurs (pair à pair) ou via un serveur relais qui ne peut pas les voir ; nous n’enregistrons pas vos conversations.",
          "Données de contact : le nom, l’adresse e-mail, l’objet et le message que vous nous envoyez via le formulaire de contact.",
          "Données de compte, uniquement si vous créez un compte : adresse e-mail, nom d’utilisateur et réglages choisis.",
        ],
      },
      {
        title: "3. Finalités",
        paragraphs: [
          "Fournir le chat vidéo et vous mettre en relation avec d’autres utilisateurs ; assurer la sécurité du service, notamment en examinant les signalements, en appliquant les règles et en empêchant le spam et les abus ; répondre à vos messages ; et, grâce à des statistiques anonymes, comprendre l’utilisation du site pour l’améliorer.",
        ],
      },
      {
        title: "4. Contrôles de sécurité",
        paragraphs: [
          "Pour protéger les utilisateurs, le service peut analyser une image fixe de la vidéo au début d’un chat ou après un signalement, afin de détecter les contenus contraires aux règles. Ces images ne sont conservées que le temps nécessaire au contrôle ou au traitement du signalement, puis supprimées.",
        ],
      },
      {
        title: "5. Cookies et stockage local",
        paragraphs: [
          "Nous utilisons un cookie nommé i18n_redirected pour mémoriser la langue choisie (valable un an), un cookie de session si vous vous connectez et le stockage local pour des réglages comme la fréquence des publicités. Si la mesure d’audience est activée, un prestataire d’analyse dépose ses propres cookies pour compter les visites ; vous pouvez les bloquer dans votre navigateur sans perdre l’accès au chat.",
        ],
      },
      {
        title: "6. Partage",
        paragraphs: [
          "Nous ne vendons pas vos données. Nous ne les partageons qu’avec les prestataires qui hébergent et exploitent le service pour nous (serveurs, serveurs relais, e-mail), avec des partenaires publicitaires sous forme agrégée ou pseudonymisée, et avec les autorités lorsque la loi l’exige ou pour protéger une personne en danger.",
        ],
      },
      {
        title: "7. Durées de conservation",
        paragraphs: [
          "Les journaux du serveur sont conservés jusqu’à 30 jours, les signalements et les preuves associées jusqu’à 12 mois, les messages de contact jusqu’à 24 mois. Les données de compte sont conservées jusqu’à la suppression du compte.",
        ],
      },
      {
        title: "8. Vos droits",
        paragraphs: [
          "Vous pouvez demander l’accès, la rectification, l’effacement ou la portabilité de vos données, vous opposer à leur traitement ou en demander la limitation, et retirer votre consentement à tout moment. Vous pouvez aussi introduire une réclamation auprès d’une autorité de protection des données (en France, la CNIL). Utilisez la page de contact pour exercer ces droits.",
        ],
      },
      {
        title: "9. Mineurs",
        paragraphs: [
          "Le chat vidéo est réservé aux personnes âgées de 18 ans ou plus. Nous ne collectons pas sciemment de données de mineurs et les supprimons dès que nous en avons connaissance.",
        ],
      },
      {
        title: "10. Modifications",
        paragraphs: [
          "Nous pouvons mettre à jour cette politique lorsque le service évolue. La date en haut indique la version en vigueur ; les changements importants sont annoncés sur le site.",
        ],
      },
    ],
  },
  rules: {
    heading: "Règles de la communauté",
    updated: "Dernière mise à jour : 1er novembre 2025",
    intro:
      "Acaso fonctionne parce que chacun y traite les autres avec respect. Ces règles s’appliquent à toutes les conversations ; les enfreindre peut entraîner une exclusion définitive.",
    sections: [
      {
        title: "1. Vous devez avoir 18 ans ou plus",
        paragraphs: [
          "Le chat vidéo est réservé aux adultes. Si vous avez moins de 18 ans, quittez le site. Les comptes et connexions de mineurs sont bloqués dès que nous les repérons.",
        ],
      },
      {
        title: "2. Pas de nudité ni de contenu sexuel",
        paragraphs: [
          "Ne montrez ni nudité, ni actes sexuels, ni contenu sexuellement explicite, et ne demandez pas aux autres de le faire. C’est la règle la plus souvent appliquée, et elle l’est sans avertissement.",
        ],
      },
      {
        title: "3. Respectez votre interlocuteur",
        paragraphs: [
          "Pas d’insultes, de harcèlement, de menaces ni de haine liée à l’origine, la religion, le genre, l’orientation sexuelle, le handicap ou toute autre caractéristique. Si la conversation se passe mal, appuyez sur suivant.",
        ],
      },
      {
        title: "4. Rien d’illégal ni de dangereux",
        paragraphs: [
          "Pas de violence, d’armes, de drogues, d’automutilation ni d’incitation à commettre des infractions. Si quelqu’un est en danger, contactez les services d’urgence locaux.",
        ],
      },
      {
        title: "5. Pas de spam ni de publicité",
        paragraphs: [
          "N’utilisez pas le chat pour faire de la publicité, collecter des contacts, envoyer des liens vers d’autres sites, vendre des produits ou faire tourner des robots et des scripts automatiques.",
        ],
      },
      {
        title: "6. Protégez la vie privée",
        paragraphs: [
          "N’enregistrez, ne photographiez et ne diffusez pas d’autres utilisateurs sans leur accord, et ne publiez les données personnelles de personne. Soyez prudent avec ce que vous partagez sur vous-même.",
        ],
      },
      {
        title: "7. Ne vous faites pas passer pour un autre",
        paragraphs: [
          "Ne vous faites pas passer pour une autre personne, ne diffusez pas de vidéos enregistrées comme si elles étaient en direct et n’utilisez pas la caméra de quelqu’un d’autre.",
        ],
      },
      {
        title: "8. Signalements et sanctions",
        paragraphs: [
          "Utilisez le bouton de signalement chaque fois que quelqu’un enfreint ces règles : la conversation s’arrête aussitôt et le signalement est examiné. Selon la gravité, nous pouvons avertir, suspendre ou exclure définitivement la personne, et nous signalons les infractions graves aux autorités.",
        ],
      },
    ],
  },
  terms: {
    heading: "Conditions d’utilisation",
    updated: "Dernière mise à jour : 1er novembre 2025",
    intro:
      "Ces conditions constituent l’accord entre vous et Acaso pour l’utilisation du site et du chat vidéo aléatoire. En utilisant le service, vous les acceptez ; si vous n’êtes pas d’accord, ne l’utilisez pas.",
    sections: [
      {
        title: "1. Le service",
        paragraphs: [
          "Acaso met des personnes en relation au hasard pour des conversations en direct par vidéo et par écrit et propose des fonctions associées, comme des salons de discussion et des pages de contenu. Le service est gratuit et peut être financé par la publicité.",
        ],
      },
      {
        title: "2. Qui peut l’utiliser",
        paragraphs: [
          "Vous devez avoir au moins 18 ans et la capacité juridique d’accepter ces conditions. Vous ne pouvez pas utiliser le service si vous en avez déjà été exclu ou si la loi de votre pays l’interdit.",
        ],
      },
      {
        title: "3. Votre comportement",
        paragraphs: [
          "Vous vous engagez à respecter les règles de la communauté, qui font partie de ces conditions. Vous êtes responsable de ce que vous montrez, dites et écrivez dans vos conversations.",
        ],
      },
      {
        title: "4. Conversations avec des inconnus",
        paragraphs: [
          "Les personnes que vous rencontrez ne sont ni sélectionnées ni vérifiées par nous. Les conversations ont lieu en direct et nous ne pouvons pas les contrôler à l’avance ; faites preuve de discernement, ne partagez pas d’informations sensibles et mettez fin à tout chat qui vous met mal à l’aise.",
        ],
      },
      {
        title: "5. Modération",
        paragraphs: [
          "Pour assurer la sécurité du service, nous pouvons examiner les signalements, analyser des images du chat à des fins de sécurité, mettre fin à des conversations et suspendre ou exclure les utilisateurs qui enfreignent les règles, avec ou sans préavis.",
        ],
      },
      {
        title: "6. Comptes",
        paragraphs: [
          "Si vous créez un compte, gardez votre mot de passe secret et prévenez-nous en cas de soupçon d’utilisation abusive. Vous pouvez supprimer votre compte à tout moment ; nous pouvons fermer les comptes qui enfreignent ces conditions.",
        ],
      },
      {
        title: "7. Propriété intellectuelle",
        paragraphs: [
          "Le nom, le design et le logiciel d’Acaso nous appartiennent ou appartiennent à nos concédants. Vous conservez les droits sur ce que vous créez, mais vous ne devez pas utiliser le service pour porter atteinte aux droits d’autrui.",
        ],
      },
      {
        title: "8. Disponibilité et évolutions",
        paragraphs: [
          "Le service est fourni en l’état et selon sa disponibilité. Nous pouvons modifier, suspendre ou supprimer des fonctions à tout moment et ne garantissons pas un fonctionnement sans interruption ni erreur.",
        ],
      },
      {
        title: "9. Responsabilité",
        paragraphs: [
          "Dans la mesure permise par la loi, Acaso n’est pas responsable du comportement des autres utilisateurs ni des dommages indirects liés à l’utilisation du service. Rien dans ces conditions ne limite une responsabilité que la loi interdit de limiter.",
        ],
      },
      {
        title: "10. Modification des conditions et contact",
        paragraphs: [
          "Nous pouvons mettre à jour ces conditions ; la date en haut indique la version en vigueur et la poursuite de l’utilisation vaut acceptation. Vos questions sur les conditions peuvent être envoyées via la page de contact.",
        ],
      },
    ],
  },
} satisfies Catalog<"legal">;
