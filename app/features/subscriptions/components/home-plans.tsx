import { PlanCards } from "~/components/marketing/plan-card";
import { ButtonLink } from "~/components/ui/button";

/**
 * The home page's plan cards. Far below the fold, so the page imports them lazily: the server's
 * HTML shows them at once, and their script arrives after the page's first one.
 */
export default function HomePlans({ getStartedTo }: { getStartedTo: string }) {
  return (
    <PlanCards
      className="mx-auto mt-14 max-w-4xl"
      headingLevel="h3"
      action={(plan) => (
        <ButtonLink to={getStartedTo} fullWidth variant={plan.mostPopular ? "primary" : "secondary"}>
          Get Started
          <span className="sr-only"> with {plan.name}</span>
        </ButtonLink>
      )}
    />
  );
}
