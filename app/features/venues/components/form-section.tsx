import type { ReactNode } from "react";

import { Card } from "~/components/ui/card";

/** A titled card of a venue form ("Contact Information", "Opening Hours"), named by its title. */
export function FormSection({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-label={title} className="flex flex-col gap-4">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-white">
        <span className="text-accent-300">{icon}</span>
        {title}
      </h2>
      {children}
    </Card>
  );
}
