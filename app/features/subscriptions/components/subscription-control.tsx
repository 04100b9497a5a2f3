import * as Dialog from "@radix-ui/react-dialog";
import { CreditCard } from "lucide-react";
import { Form, useFetcher } from "react-router";

import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import {
  ConfirmDialog,
  DialogHeader,
  dialogOverlayClasses,
  dialogPanelClasses,
  useDialogOnDemand,
} from "~/components/ui/dialog";
import { Icon } from "~/components/ui/icon";
import type { CenterSubscription } from "~/features/subscriptions/latest-subscriptions.server";
import { formatPeriodEnd, type ManageSubscriptionAnswer } from "~/features/subscriptions/schemas";

import { SubscriptionBadge, SubscriptionFacts, subscriptionState } from "./subscription-status";

const ACTION = "/manage-subscription";

/**
 * A center's subscription on its dashboard card. No subscription: 'No Subscription' and View
 * Plans; an unfinished checkout: Complete Payment; an ended one: View Plans; otherwise its state
 * and 'Manage Subscription', which opens the management dialog (cancel, resume, fix the card).
 */
export function SubscriptionControl({
  locationId,
  centerName,
  subscription,
}: {
  locationId: string;
  centerName: string;
  subscription: CenterSubscription | null;
}) {
  const paymentPage = `/payment?location=${encodeURIComponent(locationId)}`;
  const state = subscription ? subscriptionState(subscription) : null;

  return (
    <div className="subscription-bar">
      <Icon of={CreditCard} className="size-4 shrink-0 text-slate-400" />
      <span className="sr-only">Subscription: </span>
      {subscription ? (
        <SubscriptionBadge subscription={subscription} />
      ) : (
        <span className="text-sm text-slate-300">No Subscription</span>
      )}
      {subscription?.currentPeriodEnd && (state?.next === "cancel" || state?.next === "resume") ? (
        <span className="text-xs text-slate-400">
          {state.next === "cancel" ? "Renews" : "Ends"} {formatPeriodEnd(subscription.currentPeriodEnd)}
        </span>
      ) : null}
      {/* Each action's name says which center ("View Plans for Alpha Arena"): the page has many. */}
      <span className="ml-auto">
        {!subscription || !state || state.next === "plans" ? (
          <ButtonLink
            to={paymentPage}
            size="sm"
            variant="secondary"
            className="min-h-11 sm:min-h-9"
            aria-label={`View Plans for ${centerName}`}
          >
            View Plans
          </ButtonLink>
        ) : state.next === "complete" ? (
          <ButtonLink
            to={paymentPage}
            size="sm"
            className="min-h-11 sm:min-h-9"
            aria-label={`Complete Payment for ${centerName}`}
          >
            Complete Payment
          </ButtonLink>
        ) : (
          <ManageSubscriptionDialog locationId={locationId} centerName={centerName} subscription={subscription} />
        )}
      </span>
    </div>
  );
}

function ManageSubscriptionDialog({
  locationId,
  centerName,
  subscription,
}: {
  locationId: string;
  centerName: string;
  subscription: CenterSubscription;
}) {
  const fetcher = useFetcher<ManageSubscriptionAnswer>();
  const dialog = useDialogOnDemand();
  const busy = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const state = subscriptionState(subscription);
  const periodEnd = subscription.currentPeriodEnd ? formatPeriodEnd(subscription.currentPeriodEnd) : null;

  const submit = (intent: "cancel-subscription" | "resume-subscription") => {
    void fetcher.submit({ intent, location: locationId }, { method: "post", action: ACTION });
  };

  const opener = dialog.trigger(
    <Button
      size="sm"
      variant="secondary"
      className="min-h-11 sm:min-h-9"
      aria-label={`Manage Subscription of ${centerName}`}
    >
      Manage Subscription
    </Button>,
  );
  return (
    <>
      {opener}
      {dialog.mounted ? (
        <Dialog.Root open={dialog.open} onOpenChange={dialog.setOpen}>
          <Dialog.Portal>
            <Dialog.Overlay className={dialogOverlayClasses} />
            <Dialog.Content className={dialogPanelClasses()} onCloseAutoFocus={dialog.returnFocus}>
              <DialogHeader title="Subscription" description={centerName} />

              <div className="mt-5">
                <SubscriptionFacts subscription={subscription} />
              </div>

              <div aria-live="polite" className="mt-4 empty:hidden">
                {answer && !answer.ok ? <Alert tone="error">{answer.message}</Alert> : null}
                {answer?.ok && state.next === "resume" && periodEnd ? (
                  <Alert tone="success">Your subscription stays active until {periodEnd}, then ends.</Alert>
                ) : null}
                {answer?.ok && state.next === "cancel" ? (
                  <Alert tone="success">Your subscription is active again and renews as usual.</Alert>
                ) : null}
              </div>

              <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                {state.next === "cancel" ? (
                  <ConfirmCancel periodEnd={periodEnd} busy={busy} onConfirm={() => submit("cancel-subscription")} />
                ) : null}
                {state.next === "resume" ? (
                  <Button
                    onClick={() => submit("resume-subscription")}
                    loading={busy}
                    loadingLabel="Resuming subscription..."
                  >
                    Resume Subscription
                  </Button>
                ) : null}
                {state.next === "fix-card" ? (
                  // A full page load: the billing page is Stripe's (or the test checkout's).
                  <Form method="post" action={ACTION} reloadDocument>
                    <input type="hidden" name="intent" value="update-payment-method" />
                    <input type="hidden" name="location" value={locationId} />
                    <Button type="submit" fullWidth>
                      <CreditCard aria-hidden="true" className="size-4" />
                      Update Payment Method
                    </Button>
                  </Form>
                ) : null}
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      ) : null}
    </>
  );
}

function ConfirmCancel({
  periodEnd,
  busy,
  onConfirm,
}: {
  periodEnd: string | null;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="danger" loading={busy} loadingLabel="Cancelling subscription...">
          Cancel Subscription
        </Button>
      }
      title="Cancel this subscription?"
      description={`${
        periodEnd
          ? `It stays active until ${periodEnd} and then ends; you are not charged again.`
          : "It stays active until the end of the current period and then ends; you are not charged again."
      } You can resume it until then.`}
      cancelLabel="Keep Subscription"
      confirmLabel="Cancel Subscription"
      onConfirm={onConfirm}
    />
  );
}
