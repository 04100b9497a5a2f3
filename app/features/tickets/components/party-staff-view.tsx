import { UserPlus } from "lucide-react";
import { useEffect, useId, useMemo, useRef } from "react";
import { Form, useNavigation } from "react-router";

import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { SelectField, TextField } from "~/components/ui/input";
import { useFieldErrors } from "~/lib/use-field-errors";

import { PARTY_ROLE_LABELS, PARTY_STAFF_ROLES } from "../door-values";
import { NEW_STAFF_VALUES, type StaffAnswer, type StaffPageState } from "../party-staff-page";
import { partyStaffSchema } from "../schemas";

type Ready = Extract<StaffPageState, { state: "ready" }>;

const ROLE_HINTS = {
  door: "Door staff may only check tickets in.",
  "co-organiser": "Co-organisers may check tickets in and change this list.",
} as const;

/** The staff list: the organiser, everyone they added with their role, and the form that adds one. */
export function PartyStaffView({ page, answer }: { page: Ready; answer: StaffAnswer | undefined }) {
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const listId = useId();
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer?.ok || answer?.intent === "remove") noticeRef.current?.focus();
  }, [answer]);

  return (
    <div className="flex flex-col gap-5">
      {answer && (answer.ok || answer.intent === "remove") ? (
        <div ref={noticeRef} tabIndex={-1} className="rounded-xl">
          <Alert tone={answer.ok ? "success" : "error"}>{answer.ok ? answer.notice : answer.message}</Alert>
        </div>
      ) : null}

      <AddStaffForm answer={answer} busy={posting === "add"} />

      <Card as="section" aria-labelledby={listId} className="flex flex-col gap-3">
        <h2 id={listId} className="text-lg font-semibold text-white">
          Staff
        </h2>
        <ul className="flex flex-col divide-y divide-surface-700">
          {page.owner ? (
            <li className="flex flex-wrap items-center gap-2 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-white">{page.owner.name || page.owner.email}</p>
                <p className="text-sm break-words text-slate-300">{page.owner.email}</p>
              </div>
              <Badge tone="success">{PARTY_ROLE_LABELS.organiser}</Badge>
            </li>
          ) : null}
          {page.staff.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center gap-2 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-white">{member.name ?? member.email}</p>
                <p className="text-sm break-words text-slate-300">
                  {member.name ? member.email : "No account with this address yet"}
                </p>
              </div>
              <Badge tone={member.role === "door" ? "info" : "warning"}>{PARTY_ROLE_LABELS[member.role]}</Badge>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="staffId" value={member.id} />
                <Button
                  type="submit"
                  variant="ghost"
                  size="sm"
                  className="min-h-11"
                  aria-label={`Remove ${member.email}`}
                  loading={posting === "remove" && navigation.formData?.get("staffId") === member.id}
                  loadingLabel="Removing…"
                >
                  Remove
                </Button>
              </Form>
            </li>
          ))}
        </ul>
        {page.staff.length === 0 ? (
          <p className="text-sm text-slate-300">Nobody else yet. Add the people who help at the door above.</p>
        ) : null}
      </Card>
    </div>
  );
}

/** The address and the role; checked before it posts. A refusal keeps what was typed; an addition empties it. */
function AddStaffForm({ answer, busy }: { answer: StaffAnswer | undefined; busy: boolean }) {
  const refused = answer?.ok === false && answer.intent === "add" ? answer : undefined;
  const serverErrors = useMemo(
    () => refused?.errors ?? (refused?.message ? { email: refused.message } : undefined),
    [refused],
  );
  const { errors, formRef, checkBeforeSubmit } = useFieldErrors(serverErrors);
  useEffect(() => {
    if (answer?.ok && answer.intent === "add") formRef.current?.reset();
  }, [answer, formRef]);
  const values = refused?.values ?? NEW_STAFF_VALUES;
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-white">
        Add someone
      </h2>
      <p className="mt-1 text-sm text-slate-300">
        We email them a link to the check-in page. They sign in, or sign up, with this address.
      </p>
      <Form
        ref={formRef}
        method="post"
        noValidate
        preventScrollReset
        onSubmit={(event) => checkBeforeSubmit(event, partyStaffSchema)}
        className="mt-4 flex flex-col gap-4"
      >
        <input type="hidden" name="intent" value="add" />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          required
          defaultValue={values.email}
          error={errors.email}
        />
        <SelectField
          label="Role"
          name="role"
          defaultValue={values.role}
          error={errors.role}
          hint={`${ROLE_HINTS.door} ${ROLE_HINTS["co-organiser"]}`}
        >
          {[...PARTY_STAFF_ROLES].reverse().map((role) => (
            <option key={role} value={role}>
              {PARTY_ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
        <div>
          <Button type="submit" className="min-h-11" loading={busy} loadingLabel="Adding…">
            {busy ? null : <UserPlus aria-hidden="true" className="size-4" />}
            Add
          </Button>
        </div>
      </Form>
    </Card>
  );
}
