import { Activity, ExternalLink, KeyRound } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";

import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmedPost } from "~/components/ui/confirmed-post";
import { TextField } from "~/components/ui/input";

import {
  type CenterLiveAnswer,
  type CenterLivePageState,
  MAKE_TOKEN_INTENT,
  REVOKE_TOKEN_INTENT,
} from "../center-live-values";
import { LIVE_FOR_MINUTES, liveText, reportedAgo } from "../station-values";
import { MAX_STATION_TOKENS, STATION_TOKEN_LABEL_MAX, type StationTokenRow } from "../station-token-values";
import { PushExamples } from "./push-examples";

type ReadyPage = Extract<CenterLivePageState, { state: "ready" }>;

/**
 * The owner's Live PCs page (inside the route's frame): what players see now, the tokens a venue's script or software reports
 * with, and how to send the numbers. `vendor` is the card that connects the venue's software.
 */
export function CenterLiveView({
  page,
  answer,
  vendor,
}: {
  page: ReadyPage;
  answer: CenterLiveAnswer | undefined;
  vendor?: React.ReactNode;
}) {
  const made = answer?.ok && answer.intent === MAKE_TOKEN_INTENT ? answer : null;
  return (
    <div className="flex flex-col gap-6">
      <NowCard page={page} />
      {vendor}
      <TokensCard page={page} answer={answer} />
      <PushExamples pushUrl={page.pushUrl} token={made?.token ?? null} />
    </div>
  );
}

/** The page's subtitle and its link to the public page, for the route's frame. */
export function CenterLiveHeading({ page }: { page: ReadyPage }) {
  return (
    <>
      <span className="font-semibold break-words text-white">{page.center.name}</span> · show players how many PCs are
      free right now
    </>
  );
}

export function CenterLiveLinks({ page }: { page: ReadyPage }) {
  if (!page.center.verified) return null;
  return (
    <ButtonLink to={`/lancenters/${page.center.slug}`} variant="secondary" size="sm" className="min-h-11">
      <ExternalLink aria-hidden="true" className="size-4" />
      Public page
    </ButtonLink>
  );
}

function NowCard({ page }: { page: ReadyPage }) {
  const { status } = page;
  const now = new Date();
  return (
    <Card as="section" padding="lg" aria-labelledby="live-now-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Activity aria-hidden="true" className="size-5 text-accent-300" />
        <h2 id="live-now-heading" className="text-lg font-semibold text-white">
          What players see
        </h2>
        {status?.current ? <Badge tone="success">Live</Badge> : null}
      </div>
      <p data-testid="owner-live-status" className="text-base text-slate-200">
        {status === null
          ? "No numbers yet. Connect your venue software or send them from a script below, and your page shows how many PCs are free."
          : status.current
            ? liveText(status.live, now)
            : `The last numbers came ${reportedAgo(status.live.reportedAt, now)}: older than ${LIVE_FOR_MINUTES} minutes, so your page no longer shows them.`}
      </p>
      {!page.center.verified ? (
        <p className="text-sm text-amber-200">
          Your center shows on the map once it is approved; the numbers show with it.
        </p>
      ) : null}
    </Card>
  );
}

function TokensCard({ page, answer }: { page: ReadyPage; answer: CenterLiveAnswer | undefined }) {
  const navigation = useNavigation();
  const making = navigation.formData?.get("intent") === MAKE_TOKEN_INTENT;
  const failedMake = answer && !answer.ok && answer.intent === MAKE_TOKEN_INTENT ? answer : null;
  const failedRevoke = answer && !answer.ok && answer.intent === REVOKE_TOKEN_INTENT ? answer : null;
  const made = answer?.ok && answer.intent === MAKE_TOKEN_INTENT ? answer : null;
  const revoked = answer?.ok && answer.intent === REVOKE_TOKEN_INTENT ? answer : null;
  const full = page.tokens.length >= MAX_STATION_TOKENS;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (made) formRef.current?.reset();
  }, [made]);

  return (
    <Card as="section" padding="lg" aria-labelledby="tokens-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <KeyRound aria-hidden="true" className="size-5 text-accent-300" />
        <h2 id="tokens-heading" className="text-lg font-semibold text-white">
          Station-status tokens
        </h2>
      </div>
      <p className="text-sm leading-relaxed text-slate-300">
        A token lets one machine or program at your venue report the free PCs. Make one for each, and revoke one you no
        longer use: it stops working at once.
      </p>
      {made ? <NewToken token={made.token} label={made.label} notice={made.notice} /> : null}
      {revoked ? <Alert tone="success">{revoked.notice}</Alert> : null}
      {failedRevoke ? <Alert tone="error">{failedRevoke.message}</Alert> : null}
      {page.tokens.length === 0 ? (
        <p className="text-sm text-slate-400">No tokens yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-white/10 rounded-lg border border-white/10" aria-label="Tokens">
          {page.tokens.map((token) => (
            <TokenRow key={token.id} token={token} />
          ))}
        </ul>
      )}
      {full ? (
        <p className="text-sm text-slate-400">
          A center has at most {MAX_STATION_TOKENS} tokens: revoke one to make another.
        </p>
      ) : (
        <Form ref={formRef} method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
          <input type="hidden" name="intent" value={MAKE_TOKEN_INTENT} />
          <TextField
            label="Name"
            name="label"
            required
            maxLength={STATION_TOKEN_LABEL_MAX}
            placeholder="Front desk PC"
            defaultValue={failedMake?.values?.label ?? ""}
            error={failedMake?.errors?.label ?? (failedMake && !failedMake.errors ? failedMake.message : undefined)}
            className="sm:flex-1"
          />
          <Button type="submit" className="min-h-11" loading={making} loadingLabel="Making…">
            Make a token
          </Button>
        </Form>
      )}
    </Card>
  );
}

/** The token just made, in full, once: with a button that copies it. */
function NewToken({ token, label, notice }: { token: string; label: string; notice: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div role="status" className="flex flex-col gap-2 rounded-lg border border-emerald-400/40 bg-emerald-400/10 p-4">
      <p className="text-sm font-semibold text-emerald-200">
        {label}: {notice}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          data-testid="new-station-token"
          className="min-w-0 flex-1 rounded bg-black/40 px-3 py-2 font-mono text-sm break-all text-white"
        >
          {token}
        </code>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="min-h-11"
          onClick={() => {
            void navigator.clipboard?.writeText(token).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
    </div>
  );
}

function TokenRow({ token }: { token: StationTokenRow }) {
  const now = new Date();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3">
      <div className="min-w-0">
        <p className="font-semibold break-words text-white">{token.label}</p>
        <p className="text-sm text-slate-400">
          <code className="font-mono">{token.hint}…</code> ·{" "}
          {token.lastUsedAt ? `last report ${reportedAgo(token.lastUsedAt, now)}` : "never used"}
        </p>
      </div>
      <RevokeToken token={token} />
    </li>
  );
}

/** Revoke, confirmed first (a dialog, or the form folded out before the script runs). */
function RevokeToken({ token }: { token: StationTokenRow }) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get("tokenId") === token.id;
  const label = `Revoke ${token.label}`;
  return (
    <ConfirmedPost
      fields={{ intent: REVOKE_TOKEN_INTENT, tokenId: token.id }}
      summary="Revoke"
      label={label}
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="min-h-11"
          aria-label={label}
          loading={busy}
          loadingLabel="Revoking…"
        >
          Revoke
        </Button>
      }
      title={`Revoke "${token.label}"?`}
      description="Whatever reports with it is refused from now on. This cannot be undone."
      cancelLabel="Keep it"
      confirmLabel="Revoke token"
      foldedConfirmLabel="Yes, revoke it"
    />
  );
}
