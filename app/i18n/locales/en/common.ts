export default {
  appSubtitle: "Random video chat with strangers",
  home: {
    title: "Random video chat with strangers",
    description: "Meet new people from around the world in a free random video chat.",
    heading: "Talk to strangers by video, right now",
    cta: "Start video chat",
  },
};
