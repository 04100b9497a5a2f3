import { CalendarClock } from "lucide-react";
import { Form, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/input";

import { REFUND_DEADLINE_INTENT, type OrganiserParty, type PartyTicketsAnswer } from "../organiser-ticket-page";

/**
 * "Cancellations" on the organiser's tickets page: until when holders may cancel their tickets (a
 * paid one is refunded). Empty is until the party starts; a refused value stays in the field.
 */
export function RefundDeadlineCard({
  party,
  action,
  answer,
}: {
  party: OrganiserParty;
  action: string;
  answer: PartyTicketsAnswer | undefined;
}) {
  const navigation = useNavigation();
  const saving = navigation.formData?.get("intent") === REFUND_DEADLINE_INTENT;
  const refused = answer && !answer.ok && answer.intent === REFUND_DEADLINE_INTENT ? answer : null;
  return (
    <Card as="section" padding="lg" aria-labelledby="refund-deadline-heading" className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <CalendarClock aria-hidden="true" className="size-5 text-accent-300" />
        <h2 id="refund-deadline-heading" className="text-lg font-semibold text-white">
          Cancellations
        </h2>
      </div>
      <Form method="post" action={action} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value={REFUND_DEADLINE_INTENT} />
        <TextField
          key={refused ? `refused-${refused.value}` : party.refundDeadline}
          label="Holders may cancel until"
          type="datetime-local"
          name="refundDeadline"
          defaultValue={refused ? refused.value : party.refundDeadline}
          error={refused?.message}
          hint={`In the party's time zone, ${party.timeZone.replaceAll("_", " ")}. Empty: until the party starts. A paid ticket cancelled is refunded.`}
          className="flex-1"
        />
        <Button type="submit" variant="secondary" className="min-h-11" loading={saving} loadingLabel="Saving…">
          Save
        </Button>
      </Form>
    </Card>
  );
}
