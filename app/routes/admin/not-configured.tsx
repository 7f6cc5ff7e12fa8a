import { type LoaderFunctionArgs, type MetaArgs, useLoaderData } from "react-router";
import { requireAdmin } from "#app/features/admin/guard.server.ts";
import { adminHead } from "#app/features/admin/head.server.ts";
import { NotConfigured } from "#app/features/admin/not-configured/NotConfigured.tsx";
import { AdminErrorBoundary } from "#app/features/admin/ui/AdminErrorBoundary.tsx";
import { headMeta } from "#app/lib/head.ts";

// A screen not built yet points its route-table entry at this module until it is. Its types are the
// generic ones: while no entry points here, React Router generates none for it.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const { page, head } = await adminHead(context);
  return { head, page: page.pageId };
}

export const meta = ({ loaderData }: MetaArgs<typeof loader>) => headMeta(loaderData?.head);

export default function NotConfiguredRoute() {
  const loaderData = useLoaderData<typeof loader>();
  return <NotConfigured page={loaderData.page} />;
}

export const ErrorBoundary = AdminErrorBoundary;
