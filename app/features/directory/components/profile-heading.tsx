import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** The heading of one card of a center's profile (hours, stations, amenities, games). */
export function ProfileHeading({ id, icon: Icon, children }: { id: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-white">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-accent-300" />
      {children}
    </h2>
  );
}
