import { Send } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";

import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { SelectField, TextAreaField, TextField } from "~/components/ui/input";
import { useFieldErrors } from "~/lib/use-field-errors";

import {
  NEW_PARTY_MESSAGE,
  PARTY_MESSAGE_LIMITS,
  PARTY_MESSAGE_MESSAGES,
  previewText,
  type PartyMessageAnswer,
  type PartyMessagePageState,
} from "../party-message-values";
import { partyMessageSchema } from "../schemas";

type Ready = Extract<PartyMessagePageState, { state: "ready" }>;

/**
 * The message form: who gets it (with how many addresses that is, as it changes), the subject and
 * the text; checked in the browser before it posts. A refusal keeps what was typed and says what is
 * wrong beside the field, or above the form; once sent, the notice takes the focus and the form empties.
 */
export function PartyMessageForm({ page, answer }: { page: Ready; answer: PartyMessageAnswer | undefined }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const refused = answer?.ok === false ? answer : undefined;
  const serverErrors = useMemo(() => refused?.errors, [refused]);
  const { errors, formRef, checkBeforeSubmit } = useFieldErrors(serverErrors);
  const values = refused?.values ?? NEW_PARTY_MESSAGE;
  const [audience, setAudience] = useState(values.audience);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      formRef.current?.reset();
      setAudience(NEW_PARTY_MESSAGE.audience);
    } else setAudience(answer.values.audience);
    // A field's own message takes the focus there (useFieldErrors); any other answer is read here.
    if (answer.ok || !answer.errors) noticeRef.current?.focus();
  }, [answer, formRef]);

  const chosen = page.audiences.find((option) => option.value === audience) ?? page.audiences[0]!;
  const headingId = useId();
  const { allowance } = page;
  const notice = answer?.ok ? answer.notice : refused && !refused.errors ? refused.message : undefined;

  return (
    <div className="flex flex-col gap-5">
      {notice ? (
        <div ref={noticeRef} tabIndex={-1} className="rounded-xl">
          <Alert tone={answer?.ok ? "success" : "error"}>{notice}</Alert>
        </div>
      ) : null}
      <Card as="section" aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-semibold text-white">
          Write to your attendees
        </h2>
        <p className="mt-1 text-sm text-slate-300">
          Each attendee gets one email, even with several tickets. Replies go to{" "}
          <span className="font-semibold break-words text-white">{page.replyTo}</span>.
        </p>
        <p className="mt-1 text-sm text-slate-300" data-testid="message-allowance">
          {allowance.nextAt
            ? PARTY_MESSAGE_MESSAGES.tooMany(allowance.perHour, allowance.nextAt)
            : PARTY_MESSAGE_MESSAGES.allowance(allowance.perHour, allowance.left)}
        </p>
        <Form
          ref={formRef}
          method="post"
          noValidate
          preventScrollReset
          onSubmit={(event) => checkBeforeSubmit(event, partyMessageSchema)}
          className="mt-4 flex flex-col gap-4"
        >
          <SelectField
            label="To"
            name="audience"
            value={audience}
            onChange={(event) => setAudience(event.currentTarget.value)}
            error={errors.audience}
            // The preview is the select's description: read with it, and again as it changes.
            hint={
              <span className="font-semibold text-accent-300" aria-live="polite" data-testid="message-preview">
                {previewText(chosen.recipients)}
              </span>
            }
          >
            {page.audiences.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
          <TextField label="Subject" name="subject" required defaultValue={values.subject} error={errors.subject} />
          <TextAreaField
            label="Message"
            name="message"
            required
            rows={8}
            defaultValue={values.message}
            error={errors.message}
            hint={`Plain text, up to ${PARTY_MESSAGE_LIMITS.message.toLocaleString("en-US")} characters. Line breaks are kept.`}
          />
          <div>
            <Button type="submit" className="min-h-11" loading={sending} loadingLabel="Sending…">
              {sending ? null : <Send aria-hidden="true" className="size-4" />}
              Send message
            </Button>
          </div>
        </Form>
      </Card>
    </div>
  );
}
