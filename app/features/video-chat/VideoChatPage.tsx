/** The random video chat screen (spec §4.6); mounted by the /chat and random-video-chat routes. */
export function VideoChatPage() {
  return <main id="video-chat" />;
}
