// What visitors see of moderation (issue 12): the ban screen with its statement of reasons and the
// appeal form, warnings, appeal outcomes, the nudity blur. English defines the keys.
export default {
  reasons: {
    nudity: "Nudity or sexual content on camera",
    minor: "Anything involving a person under 18",
    harassment: "Harassment or hate",
    violence: "Violence or threats",
    spam: "Spam, advertising or scams",
    other: "Another breach of the rules",
  },
  evidence: {
    report: "A report from the person you were talking to",
    conversation: "The last messages of that conversation",
    capture: "Safety pictures of your own camera",
    automatedCheck: "An automatic image check",
    reportVolume: "Several people reported you within a few minutes",
    moderatorReview: "A moderator's review of your use of the chat",
  },
  ban: {
    title: "You can't use the video chat right now",
    intro:
      "This browser was banned from the video chat for breaking the rules. Here is why, for how long, and how to ask for a review.",
    why: "Why",
    rules: "Read the rules",
    evidenceTitle: "What the decision rests on",
    automated: "This ban started automatically, before a moderator looked. A moderator reviews it.",
    byModerator: "A moderator took this decision.",
    howLong: "How long",
    until: "Until {{date}}",
    permanent: "Permanent",
    appealTitle: "Ask for a review",
    appealIntro:
      "Think this is a mistake? Tell us what happened. A moderator other than the one who decided will look at it. You can appeal until {{date}}.",
    appealLabel: "What happened?",
    appealHint: "Between 10 and 2000 characters. Never include passwords, addresses or phone numbers.",
    appealSubmit: "Send appeal",
    appealSending: "Sending…",
    appealSent:
      "Your appeal was sent on {{date}}. A moderator will decide; come back here to see the answer.",
    appealRejected: "Your last appeal was reviewed on {{date}} and the ban was kept.",
    appealOver: "The time to appeal this decision is over.",
    errors: {
      appealOpen: "An appeal is already waiting for a decision.",
      appealWindowOver: "The time to appeal this decision is over.",
      robotCheck: "The robot check failed. Please try again.",
      rateLimited: "Too many attempts. Please try again later.",
    },
  },
  warning: {
    title: "A warning from the moderators",
    text: "You were reported for: {{reason}}. Please follow the rules: next time this can lead to a ban.",
    ok: "I understand",
  },
  outcome: {
    accepted: "Your appeal was accepted: the ban is lifted and you can chat again.",
    rejected: "Your appeal was reviewed and the ban was kept, until {{date}}.",
    rejectedPermanent: "Your appeal was reviewed and the ban was kept.",
    ok: "OK",
  },
  blur: {
    setting: "Blur nudity",
    settingHint: "Checked on this device only: no picture leaves it.",
    overlay: "This video may show nudity, so it is blurred.",
    show: "Show anyway",
    report: "Report",
  },
};
