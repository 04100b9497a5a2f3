import { ArrowRight, Building2, Compass, PartyPopper, type LucideIcon } from "lucide-react";
import { Link } from "react-router";

import { BackgroundVideo } from "~/components/layout/background-video";
import { Card } from "~/components/ui/card";
import type { Route } from "./+types/registration-choice";

export const meta: Route.MetaFunction = () => [
  { title: "Register Your Venue | LAN Centers" },
  {
    name: "description",
    content:
      "Register a LAN center to put your venue on the map, or a LAN party to announce your next event to the LAN Centers community.",
  },
];

type Choice = { to: string; icon: LucideIcon; title: string; text: string; action: string };

const choices: Choice[] = [
  {
    to: "/register-lan-center",
    icon: Building2,
    title: "Register LAN Center",
    text: "A permanent venue: gaming center, esports arena, café or campus lab. Get listed on the map and in the directory.",
    action: "Register a center",
  },
  {
    to: "/register-lan-party",
    icon: PartyPopper,
    title: "Register LAN Party",
    text: "A dated event: a weekend LAN, a tournament or a community meet-up. Let players nearby know when and where.",
    action: "Register a party",
  },
];

export default function RegistrationChoice() {
  return (
    <>
      <BackgroundVideo />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
        <header className="text-center">
          <h1 className="font-display text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
            What would you like to register?
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-base leading-relaxed text-pretty text-slate-300">
            Choose the kind of listing. Every new listing is reviewed and verified by our team before it appears
            publicly.
          </p>
        </header>

        <ul className="mt-10 grid gap-6 sm:grid-cols-2">
          {choices.map(({ to, icon: Icon, title, text, action }) => (
            <Card as="li" key={to} interactive padding="lg" className="relative flex flex-col">
              <div className="flex size-12 items-center justify-center rounded-full bg-accent-400/15 text-accent-300">
                <Icon aria-hidden="true" className="size-6" />
              </div>
              <h2 className="mt-5 text-xl font-semibold text-white">
                {/* The whole card is the link's target area; the heading names it. */}
                <Link
                  to={to}
                  className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent-300"
                >
                  {title}
                </Link>
              </h2>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-300">{text}</p>
              <span
                aria-hidden="true"
                className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-accent-300"
              >
                {action}
                <ArrowRight className="size-4" />
              </span>
            </Card>
          ))}
        </ul>

        <p className="mt-10 text-center">
          <Link
            to="/lantypes"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-accent-300 hover:text-accent-200"
          >
            <Compass aria-hidden="true" className="size-4" />
            Explore LAN Types
          </Link>
        </p>
      </div>
    </>
  );
}
