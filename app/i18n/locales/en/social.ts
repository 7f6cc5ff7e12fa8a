// The social home and discover feed (issue 14): English defines the keys.

export default {
  home: {
    title: "Social",
    description: "Your profile, pinned posts, fresh stories and the busiest chat rooms.",
    discover: "Discover",
    allStories: "All stories",
  },
  feed: {
    empty: "Nothing to discover yet. Post the first story!",
    loading: "Loading…",
    retry: "Try again",
    end: "You have seen everything for now.",
    story: "Story",
    room: "Chat room",
    pinned: "Featured",
    online_one: "{{count}} online",
    online_other: "{{count}} online",
  },
};
