// Issue 17 "Throughput": the smallest page this app can render — the root (middleware, root loader,
// document head) around a one-line component — so `npm run bench:ssr` can compare the home and landing
// pages with what any page costs in the same run. Not linked anywhere, never indexed.
import type { Route } from "./+types/ssr-floor";

export const meta: Route.MetaFunction = () => [{ title: "Acaso" }, { name: "robots", content: "noindex" }];

export default function SsrFloor() {
  return <p>ok</p>;
}
