import { requireAdmin } from "#app/features/admin/guard.server.ts";
import { adminHead } from "#app/features/admin/head.server.ts";
import { NotConfigured } from "#app/features/admin/not-configured/NotConfigured.tsx";
import { AdminErrorBoundary } from "#app/features/admin/ui/AdminErrorBoundary.tsx";
import { headMeta } from "#app/lib/head.ts";
import type { Route } from "./+types/not-configured";

// Ads, rewards, the ad manager and discover posts arrive with later issues; their route-table entry
// points at this module until then.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { page, head } = await adminHead(context);
  return { head, page: page.pageId };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

export default function NotConfiguredRoute({ loaderData }: Route.ComponentProps) {
  return <NotConfigured page={loaderData.page} />;
}

export const ErrorBoundary = AdminErrorBoundary;
