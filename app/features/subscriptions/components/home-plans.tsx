import { ButtonLink } from "~/components/ui/button";
import { PLANS } from "~/content/plans";
import { PlanCard } from "./plan-card";

/**
 * The home page's plan cards. Far below the fold, so the page imports them lazily: the server's
 * HTML shows them at once, and their script arrives after the page's first one.
 */
export default function HomePlans({ getStartedTo }: { getStartedTo: string }) {
  return (
    <ul className="mx-auto mt-14 grid max-w-4xl gap-8 md:grid-cols-2">
      {PLANS.map((plan) => (
        <li key={plan.id}>
          <PlanCard
            plan={plan}
            headingLevel="h3"
            action={
              <ButtonLink to={getStartedTo} fullWidth variant={plan.mostPopular ? "primary" : "secondary"}>
                Get Started
                <span className="sr-only"> with {plan.name}</span>
              </ButtonLink>
            }
          />
        </li>
      ))}
    </ul>
  );
}
