import { FlaskConical } from "lucide-react";
import type { ReactNode } from "react";

import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";

/**
 * The frame of the test checkout's pages (PAYMENTS_MODE=test), where Stripe's would be: a title
 * marked TEST MODE and a notice that no card is charged, above the page's own content.
 */
export function TestModeCard({ title, notice, children }: { title: string; notice: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:py-14">
      <Card padding="lg">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="font-display text-2xl font-bold text-white">{title}</h1>
          <Badge tone="warning" icon={<FlaskConical className="size-3.5" />}>
            TEST MODE
          </Badge>
        </div>
        <Alert tone="info" className="mt-4">
          {notice}
        </Alert>
        {children}
      </Card>
    </div>
  );
}
