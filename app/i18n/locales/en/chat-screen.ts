// The chat screen of issue 16 (layout, searching screen, typing, reactions, connection check, resume).
// English defines the keys of the `chatScreen` namespace; the older screen strings are in `chat`.
export default {
  banned: "You can no longer use the video chat.",
  typing: "Stranger is typing…",
  emojiPicker: "Emoji reactions",
  reconnecting: {
    self: "Your connection dropped. Reconnecting…",
    peer: "The stranger's connection dropped. Waiting for them…",
  },
  notices: {
    peerReconnecting: "The stranger's connection dropped. The chat stays open for a few seconds.",
    peerBack: "The stranger is back.",
    resumed: "You are back in the conversation.",
  },
  searching: {
    online_one: "{{n}} person online",
    online_other: "{{n}} people online",
    video: "A video to watch while you wait",
    videoTitled: "While you wait: {{title}}",
  },
  quality: {
    label: "Connection {{level}}",
    good: "good",
    fair: "fair",
    poor: "poor",
    direct: "direct",
    relayed: "through the relay",
    details: "{{rtt}} ms round trip, {{loss}}% packets lost, {{route}}",
  },
  preview: { move: "Drag your preview to any corner" },
  start: {
    accept: "By pressing Start you accept the",
    rules: "Rules",
    terms: "Terms of Service",
    checkConnection: "Check my connection",
  },
  check: {
    title: "Camera, microphone and connection",
    noCamera: "Text only: no camera.",
    microphone: "Microphone",
    micLevel: "Microphone level",
    micHint: "Say something: the bar moves when your microphone hears you.",
    noMicrophone: "No microphone: the other person will not hear you.",
    network: "Network",
    testing: "Testing your network…",
    failed: "The network test could not run. You can still start.",
    again: "Test again",
    skip: "Skip",
    start: "Start chatting",
    verdicts: {
      direct: "Video will connect directly.",
      relay: "Video will go through our relay server.",
      blocked: "Video will probably not connect from this network.",
    },
    reasons: {
      hiddenIp:
        "You chose to hide your IP address, so your video goes through the relay. It works; it may start a little slower.",
      relayUnreachable:
        "“Hide my IP address” needs our relay server, which cannot be reached from this network. Turn it off, or try another network.",
      noRelay:
        "“Hide my IP address” needs a relay server, and none is available right now. Turn it off to chat.",
      stun: "Your network lets video go straight to the other person: the fastest way.",
      openAddress: "Your network lets video go straight to the other person.",
      symmetricNat:
        "Your router changes ports for every connection, so direct video often fails; the relay will carry it. It may start a little slower.",
      udpBlocked:
        "A firewall blocks direct video (UDP), so the relay will carry it. If calls stutter, try another Wi-Fi or mobile data.",
      nothing:
        "A firewall seems to block video calls. Try another Wi-Fi or mobile data, turn off your VPN, or ask the network's administrator to allow UDP. Text chat still works.",
    },
  },
};
