import { CreditCard } from "lucide-react";
import { Form, useNavigation } from "react-router";

import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";

import { CONNECT_PAYOUTS_INTENT, PAYOUT_MESSAGES, type PayoutState } from "../payout-values";

/**
 * "Ticket payments" on the organiser's tickets page: where paid tickets' money goes, and the one
 * button that connects (or finishes connecting) the owner's Stripe account. Test mode says so.
 */
export function PayoutsCard({
  payouts,
  action,
  refusal,
}: {
  payouts: PayoutState;
  action: string;
  /** Why connecting failed, shown on the card where the button was pressed. */
  refusal: string | null;
}) {
  const navigation = useNavigation();
  const connecting = navigation.formData?.get("intent") === CONNECT_PAYOUTS_INTENT;
  const test = payouts.mode === "test";
  return (
    <Card as="section" padding="lg" aria-labelledby="payouts-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <CreditCard aria-hidden="true" className="size-5 text-accent-300" />
        <h2 id="payouts-heading" className="text-lg font-semibold text-white">
          Ticket payments
        </h2>
        {test ? <Badge tone="warning">Test mode</Badge> : null}
        {payouts.account === "ready" ? <Badge tone="success">Connected</Badge> : null}
      </div>
      <p className="text-sm leading-relaxed text-slate-300">{describe(payouts)}</p>
      {refusal ? <Alert tone="error">{refusal}</Alert> : null}
      {payouts.mode !== "off" && payouts.account !== "ready" ? (
        payouts.mine ? (
          <Form method="post" action={action} className="flex">
            <input type="hidden" name="intent" value={CONNECT_PAYOUTS_INTENT} />
            <Button type="submit" size="md" className="min-h-11" loading={connecting} loadingLabel="Connecting…">
              {payouts.account === "pending"
                ? "Finish setting up Stripe"
                : test
                  ? "Connect a test account"
                  : "Connect Stripe"}
            </Button>
          </Form>
        ) : (
          <p className="text-sm text-slate-400">{PAYOUT_MESSAGES.notOwner}</p>
        )
      ) : null}
    </Card>
  );
}

function describe(payouts: PayoutState): string {
  if (payouts.mode === "off") return PAYOUT_MESSAGES.off;
  const fee = payouts.feePercent > 0 ? ` LAN Centers keeps ${payouts.feePercent}% of each paid ticket.` : "";
  if (payouts.mode === "test") {
    return payouts.account === "ready"
      ? `${PAYOUT_MESSAGES.connectedTest}${fee}`
      : `Payments are in test mode here: connect a test account to try paid tickets. No card is ever charged.${fee}`;
  }
  switch (payouts.account) {
    case "ready":
      return `Paid tickets are paid at checkout by Stripe, straight to the party owner's Stripe account.${fee}`;
    case "pending":
      return "Stripe still needs a few details before your account can take payments.";
    case "none":
      return `Free tickets need nothing. To sell paid tickets, connect a Stripe account: buyers pay by card at checkout, and the money goes to you.${fee}`;
  }
}
