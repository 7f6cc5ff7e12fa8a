export default {
  privacyPolicy: {
    heading: "Privacy Policy",
    updated: "Last updated: 1 November 2025",
    intro:
      "This policy explains what personal data Acaso processes when you use the random video chat and the rest of the site, why we do it, how long we keep it and which rights you have.",
    sections: [
      {
        title: "1. Who is responsible",
        paragraphs: [
          "The Acaso service is responsible for the processing described here. You can reach us at any time through the contact page; requests about your data are answered within 30 days.",
        ],
      },
      {
        title: "2. Data we process",
        paragraphs: [
          "Technical data: IP address, browser type, language, device and the pages you visit, which every web server receives and which we need to deliver the site and protect it from abuse.",
          "Chat data: a random temporary identifier, whether your camera is on and the connection details needed to link you to another person. Video and audio travel directly between the two browsers (peer to peer) or through a relay server that cannot see them; we do not record your conversations.",
          "Contact data: the name, e-mail address, subject and message you send us through the contact form.",
          "Account data, only if you create an account: e-mail address, user name and the settings you choose.",
        ],
      },
      {
        title: "3. Why we process it",
        paragraphs: [
          "To provide the video chat and pair you with other users; to keep the service safe, including reviewing reports, enforcing the rules and preventing spam and abuse; to answer your messages; and, with anonymous statistics, to understand how the site is used and improve it.",
        ],
      },
      {
        title: "4. Safety checks",
        paragraphs: [
          "To protect users, the service may analyse a still image from the video at the start of a chat or after a report, in order to detect content that breaks the rules. These images are kept only as long as needed for the check or for handling the report and are then deleted.",
        ],
      },
      {
        title: "5. Cookies and local storage",
        paragraphs: [
          "We use a cookie named i18n_redirected to remember the language you chose (valid for one year), a session cookie if you sign in, and local storage for settings such as ad frequency. If analytics is enabled, an analytics provider sets its own cookies to count visits; you can block them in your browser without losing access to the chat.",
        ],
      },
      {
        title: "6. Sharing",
        paragraphs: [
          "We do not sell your data. We share it only with providers that host and operate the service for us (servers, relay servers, e-mail), with advertising partners in aggregated or pseudonymous form, and with authorities when the law requires it or to protect someone in danger.",
        ],
      },
      {
        title: "7. How long we keep it",
        paragraphs: [
          "Server logs are kept for up to 30 days. Reports and the related evidence are kept for up to 12 months. Contact messages are kept for up to 24 months. Account data is kept until you delete the account.",
        ],
      },
      {
        title: "8. Your rights",
        paragraphs: [
          "You may ask to access, correct, delete or export your data, object to or restrict its processing, and withdraw consent at any time. You also have the right to complain to your data protection authority. Use the contact page to exercise these rights.",
        ],
      },
      {
        title: "9. Minors",
        paragraphs: [
          "The video chat is only for people aged 18 or over. We do not knowingly collect data from minors and we delete it as soon as we learn of it.",
        ],
      },
      {
        title: "10. Changes",
        paragraphs: [
          "We may update this policy when the service changes. The date at the top shows the latest version; significant changes are announced on the site.",
        ],
      },
    ],
  },
  rules: {
    heading: "Community rules",
    updated: "Last updated: 1 November 2025",
    intro:
      "Acaso works because the people on it treat each other with respect. These rules apply to every conversation; breaking them can lead to a permanent ban.",
    sections: [
      {
        title: "1. You must be 18 or older",
        paragraphs: [
          "The video chat is for adults only. If you are under 18, leave the site. Accounts and connections of minors are blocked as soon as we notice them.",
        ],
      },
      {
        title: "2. No nudity or sexual content",
        paragraphs: [
          "Do not show nudity, sexual acts or sexually explicit content, and do not ask others to do so. This is the rule most often enforced and is applied without warning.",
        ],
      },
      {
        title: "3. Respect the other person",
        paragraphs: [
          "No insults, harassment, threats or hate based on origin, religion, gender, sexual orientation, disability or any other characteristic. If the conversation is not going well, press next.",
        ],
      },
      {
        title: "4. Nothing illegal or dangerous",
        paragraphs: [
          "No violence, weapons, drugs, self-harm or encouragement of crime. If someone is in danger, contact the local emergency services.",
        ],
      },
      {
        title: "5. No spam or advertising",
        paragraphs: [
          "Do not use the chat to advertise, collect contacts, send links to other sites, sell products or run bots and automated scripts.",
        ],
      },
      {
        title: "6. Protect privacy",
        paragraphs: [
          "Do not record, photograph or broadcast other users without their permission, and do not publish personal data of anyone. Be careful with what you share about yourself.",
        ],
      },
      {
        title: "7. Do not impersonate",
        paragraphs: [
          "Do not pretend to be another person, show pre-recorded videos as if they were live or use the camera of another person.",
        ],
      },
      {
        title: "8. Reports and sanctions",
        paragraphs: [
          "Use the report button whenever someone breaks these rules: the conversation ends at once and the report is reviewed. Depending on the seriousness, we may warn, suspend or permanently ban the person, and we report serious crimes to the authorities.",
        ],
      },
    ],
  },
  terms: {
    heading: "Terms of Service",
    updated: "Last updated: 1 November 2025",
    intro:
      "These terms are the agreement between you and Acaso for the use of the site and the random video chat. By using the service you accept them; if you do not agree, do not use it.",
    sections: [
      {
        title: "1. The service",
        paragraphs: [
          "Acaso pairs people at random for live video and text conversations and offers related features such as chat rooms and content pages. The service is provided free of charge and may be funded by advertising.",
        ],
      },
      {
        title: "2. Who may use it",
        paragraphs: [
          "You must be at least 18 years old and legally able to accept these terms. You may not use the service if you have been banned before or if the law of your country forbids it.",
        ],
      },
      {
        title: "3. Your behaviour",
        paragraphs: [
          "You agree to follow the community rules, which are part of these terms. You are responsible for what you show, say and write in your conversations.",
        ],
      },
      {
        title: "4. Conversations with strangers",
        paragraphs: [
          "The people you meet are not selected or verified by us. Conversations are live and we cannot control them in advance; use your judgement, do not share sensitive information and end any chat that makes you uncomfortable.",
        ],
      },
      {
        title: "5. Moderation",
        paragraphs: [
          "To keep the service safe we may review reports, analyse images from the chat for safety purposes, end conversations and suspend or ban users who break the rules, with or without prior notice.",
        ],
      },
      {
        title: "6. Accounts",
        paragraphs: [
          "If you create an account, keep your password secret and tell us if you suspect misuse. You can delete your account at any time; we may close accounts that break these terms.",
        ],
      },
      {
        title: "7. Intellectual property",
        paragraphs: [
          "The name, design and software of Acaso belong to us or our licensors. You keep the rights to what you create, but you must not use the service to infringe the rights of others.",
        ],
      },
      {
        title: "8. Availability and changes",
        paragraphs: [
          "The service is provided as it is and as available. We may change, suspend or end features at any time, and we do not guarantee that it will be free of interruptions or errors.",
        ],
      },
      {
        title: "9. Liability",
        paragraphs: [
          "As far as the law allows, Acaso is not liable for the behaviour of other users or for indirect damage arising from use of the service. Nothing in these terms limits liability that cannot be limited by law.",
        ],
      },
      {
        title: "10. Changes to these terms and contact",
        paragraphs: [
          "We may update these terms; the date at the top shows the current version and continued use means you accept it. Questions about the terms can be sent through the contact page.",
        ],
      },
    ],
  },
};
