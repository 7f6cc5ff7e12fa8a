import { requireAdminPage } from "#app/features/admin/guard.server.ts";
import { adminHead } from "#app/features/admin/head.server.ts";
import { SecurityScreen } from "#app/features/admin/security/index.ts";
import { AdminErrorBoundary } from "#app/features/admin/ui/AdminErrorBoundary.tsx";
import { headMeta } from "#app/lib/head.ts";
import type { Route } from "./+types/security";

// The one admin page a session without a second factor may open: to enrol one (issue 12).
export async function loader({ request, context }: Route.LoaderArgs) {
  const access = await requireAdminPage(request, context, { allowEnrolment: true });
  return {
    head: (await adminHead(context)).head,
    mode: access.kind === "admin" ? ("manage" as const) : ("enrol" as const),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

export default function Screen({ loaderData }: Route.ComponentProps) {
  return <SecurityScreen mode={loaderData.mode} />;
}

export const ErrorBoundary = AdminErrorBoundary;
