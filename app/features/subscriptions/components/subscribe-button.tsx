import { CreditCard } from "lucide-react";
import { Form, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import type { Plan } from "~/content/plans";

/** A plan card's Subscribe: posts the center and the plan to the payment page's action, which starts the checkout. */
export function SubscribeButton({ plan, centerId, disabled }: { plan: Plan; centerId: string; disabled: boolean }) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("plan") === plan.id;
  const busy = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  return (
    <Form method="post">
      <input type="hidden" name="location" value={centerId} />
      <input type="hidden" name="plan" value={plan.id} />
      <Button
        type="submit"
        fullWidth
        size="lg"
        variant={plan.mostPopular ? "primary" : "secondary"}
        disabled={disabled || busy}
        loading={submitting}
        loadingLabel="Redirecting to checkout..."
        aria-describedby={disabled ? "payments-unavailable" : undefined}
      >
        {submitting ? null : <CreditCard aria-hidden="true" className="size-5" />}
        {submitting ? (
          "Redirecting to checkout..."
        ) : (
          <>
            Subscribe<span className="sr-only"> to {plan.name}</span>
          </>
        )}
      </Button>
    </Form>
  );
}
