// Ads and consent (issue 13): English defines the keys.
export default {
  consent: {
    title: "Your privacy choices",
    text: "We use ads to keep {{app}} free. Ad networks and analytics are run by other companies and may set cookies or read your device's identifiers. Nothing of theirs loads until you choose. Our own banners need no consent.",
    accept: "Accept all",
    reject: "Reject all",
    choose: "Choose",
    save: "Save my choices",
    ads: "Ads from partner networks",
    adsHint:
      "Adsterra, Adcash, TrafficStars and ExoClick banners; they may use cookies to measure and personalise ads.",
    analytics: "Audience measurement",
    analyticsHint: "Counts visits to improve the site.",
    footer: "Privacy choices",
    close: "Close",
    policy: "Privacy policy",
  },
  slot: { label: "Advertisement" },
};
