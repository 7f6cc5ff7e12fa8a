import { DiscoverList } from "#app/features/admin/discover/index.ts";
import { requireAdmin } from "#app/features/admin/guard.server.ts";
import { adminHead } from "#app/features/admin/head.server.ts";
import { AdminErrorBoundary } from "#app/features/admin/ui/AdminErrorBoundary.tsx";
import { headMeta } from "#app/lib/head.ts";
import type { Route } from "./+types/discover-list";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { head: (await adminHead(context)).head };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

export default function Screen() {
  return <DiscoverList />;
}

export const ErrorBoundary = AdminErrorBoundary;
