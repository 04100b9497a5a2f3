import { Inbox } from "lucide-react";
import { data } from "react-router";

import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { readDevOutbox } from "~/features/accounts/dev-outbox.server";
import type { Route } from "./+types/mail";

export const handle = { callToAction: false };

export const meta: Route.MetaFunction = () => [
  { title: "Dev Outbox | LAN Centers" },
  { name: "description", content: "The development outbox: messages the site would have e-mailed." },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** The dev outbox, for this machine only: anyone else gets the same 404 as an unknown address. */
export async function loader({ context }: Route.LoaderArgs) {
  const outbox = await readDevOutbox(context.clientIp);
  if (!outbox) throw data(null, { status: 404 });
  return outbox;
}

const sentAtFormat = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: "UTC",
});

export default function DevMail({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">Development</p>
        <h1 className="mt-2 flex items-center gap-3 font-display text-3xl font-extrabold tracking-tight text-white">
          <Inbox aria-hidden="true" className="size-8 text-accent-300" />
          Dev Outbox
        </h1>
        <p className="mt-3 text-sm leading-relaxed text-slate-300">
          The messages the site would have sent, newest first. Only this machine can see this page.
        </p>
      </header>

      {loaderData.mode === "unused" ? (
        <Alert tone="info" title={loaderData.delivery === "smtp" ? "Mail goes over SMTP" : "Mail is off"}>
          {loaderData.delivery === "smtp"
            ? "SMTP_URL is set, so messages are delivered to their recipients and the dev outbox is not used."
            : "MAIL_DELIVERY is off, so no message is sent or kept."}
        </Alert>
      ) : loaderData.messages.length === 0 ? (
        <Alert tone="info" title="No messages yet">
          Messages appear here when the site sends one (a sign-up or reset code, for example). They are kept in{" "}
          <code className="break-all">{loaderData.folder}</code>.
        </Alert>
      ) : (
        <ol className="flex flex-col gap-4">
          {loaderData.messages.map((message) => (
            <Card as="li" key={message.id} aria-labelledby={`message-${message.id}`}>
              <h2 id={`message-${message.id}`} className="text-lg font-semibold break-words text-white">
                {message.subject}
              </h2>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-400">To</dt>
                <dd className="break-all text-slate-200">{message.to}</dd>
                <dt className="text-slate-400">Sent</dt>
                <dd className="text-slate-200">
                  <time dateTime={message.sentAt}>{sentAtFormat.format(new Date(message.sentAt))} UTC</time>
                </dd>
              </dl>
              <pre className="mt-4 overflow-x-auto rounded-lg border border-surface-700 bg-surface-950/80 p-4 text-sm whitespace-pre-wrap text-slate-200">
                {message.text}
              </pre>
            </Card>
          ))}
        </ol>
      )}
    </div>
  );
}
