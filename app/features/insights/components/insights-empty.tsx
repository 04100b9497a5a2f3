import { Building2, Clock, Hourglass } from "lucide-react";
import { useId, type ReactNode } from "react";

import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";

import { longDay } from "./insight-format";

/** The Insights tab of a member with no center. */
export function NoCentersYet() {
  return (
    <EmptyCard
      icon={<Building2 className="size-5" />}
      title="Register a LAN center to see what your listing brings you"
    >
      <p>
        Once your center is verified and listed, this tab shows how many players saw it, what they searched for and what
        they clicked.
      </p>
      <div className="mt-4">
        <ButtonLink to="/registration-choice" size="sm" className="min-h-11">
          Register a LAN center
        </ButtonLink>
      </div>
    </EmptyCard>
  );
}

/** The chosen center (or every one of them) is still waiting for an administrator. */
export function NotListedYet({ several }: { several: boolean }) {
  return (
    <EmptyCard icon={<Hourglass className="size-5" />} title="Counting starts when your center is verified and listed">
      <p>
        {several ? "None of your centers is" : "This center is not"} on the public directory yet, so nobody can find it
        there. An administrator reviews each new center; the Overview tab shows where yours stands.
      </p>
    </EmptyCard>
  );
}

/**
 * Listed, but nothing or next to nothing counted yet: what will appear and when. `since` is the
 * first day counted, if any.
 */
export function CountingJustStarted({ since }: { since: string | null }) {
  return (
    <EmptyCard
      icon={<Clock className="size-5" />}
      title={since ? `Counting started on ${longDay(since)}` : "Your center is listed: counting has started"}
    >
      <p>
        Visits are counted within a few seconds: open this tab again after your first visitors to see them. Here you
        will find:
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>views of your center's page, each visitor once a day, and how many different visitors that was;</li>
        <li>
          the searches and filters that showed it on the map, and how often it appeared in the map's list, on game pages
          and in "open now" results;
        </li>
        <li>clicks on its website, directions, phone number and share buttons.</li>
      </ul>
    </EmptyCard>
  );
}

function EmptyCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-400/15 text-accent-300"
        >
          {icon}
        </span>
        <div className="min-w-0 text-sm leading-relaxed text-slate-300">
          <h3 id={headingId} className="mb-1 text-base font-semibold text-white">
            {title}
          </h3>
          {children}
        </div>
      </div>
    </Card>
  );
}
