import { requireAdmin } from "#app/features/admin/guard.server.ts";
import { adminHead } from "#app/features/admin/head.server.ts";
import { SdaManager } from "#app/features/admin/sda-manager/index.ts";
import { AdminErrorBoundary } from "#app/features/admin/ui/AdminErrorBoundary.tsx";
import { headMeta } from "#app/lib/head.ts";
import type { Route } from "./+types/sda-manager";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { head: (await adminHead(context)).head };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

export default function Screen() {
  return <SdaManager />;
}

export const ErrorBoundary = AdminErrorBoundary;
