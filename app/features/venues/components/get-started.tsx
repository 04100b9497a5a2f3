import { Building2, CalendarPlus, Rocket, Zap } from "lucide-react";

import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";

/** A member's first steps, while they have registered nothing yet. */
export function GetStarted() {
  return (
    <Card as="section" aria-labelledby="get-started-heading" className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-400/15 text-accent-300">
          <Rocket aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="get-started-heading" className="font-display text-xl font-bold text-white">
            Get Started
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-slate-300">
            Register your LAN center or your next LAN party. Our team reviews and verifies each one before it is listed.
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/register-lan-center">
          <Building2 aria-hidden="true" className="size-4" />
          Add LAN Center
        </ButtonLink>
        <ButtonLink to="/register-lan-party" variant="secondary">
          <CalendarPlus aria-hidden="true" className="size-4" />
          Add LAN Party
        </ButtonLink>
      </div>
    </Card>
  );
}

/** A member's shortcuts once they have something registered. */
export function QuickActions() {
  return (
    <Card as="section" aria-labelledby="quick-actions-heading" className="flex flex-col gap-4">
      <h2 id="quick-actions-heading" className="flex items-center gap-2 font-display text-xl font-bold text-white">
        <Zap aria-hidden="true" className="size-5 text-accent-300" />
        Quick Actions
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/register-lan-center" variant="secondary">
          <Building2 aria-hidden="true" className="size-4" />
          Add Another LAN Center
        </ButtonLink>
        <ButtonLink to="/register-lan-party" variant="secondary">
          <CalendarPlus aria-hidden="true" className="size-4" />
          Add Another LAN Party
        </ButtonLink>
      </div>
    </Card>
  );
}
