import { requireAdmin } from "#app/features/admin/guard.server.ts";
import { adminHead } from "#app/features/admin/head.server.ts";
import { RoomAdminScreen } from "#app/features/admin/rooms/RoomAdminScreen.tsx";
import { AdminErrorBoundary } from "#app/features/admin/ui/AdminErrorBoundary.tsx";
import { headMeta } from "#app/lib/head.ts";
import type { Route } from "./+types/rooms";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { head: (await adminHead(context)).head };
}

export const meta = ({ loaderData }: Route.MetaArgs) => headMeta(loaderData?.head);

/** /-priv/mda/socialmanager/rooms: chat rooms (issue 14), through /api/admin/rooms. */
export default function Screen() {
  return <RoomAdminScreen />;
}

export const ErrorBoundary = AdminErrorBoundary;
