import { requireAdminPage } from "#app/features/admin/guard.server.ts";
import { AdminShell } from "#app/features/admin/shell/AdminShell.tsx";
import { assertFound } from "#app/middleware/locale.ts";
import type { Route } from "./+types/private";

// The private admin layout (spec §2.3): a path no page answers is a 404 first (spec §8), then the
// admin check; each page's own loader checks again for itself (app/features/admin/guard.server.ts).
export async function loader({ request, context }: Route.LoaderArgs) {
  assertFound(context);
  const access = await requireAdminPage(request, context, { allowEnrolment: true });
  return access.kind === "admin"
    ? { email: access.admin.email, navigation: true }
    : { email: access.user.email, navigation: false };
}

export default function Layout({ loaderData }: Route.ComponentProps) {
  return <AdminShell email={loaderData.email} navigation={loaderData.navigation} />;
}
