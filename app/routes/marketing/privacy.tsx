import type { ReactNode } from "react";

import { BackgroundVideo } from "~/components/layout/background-video";
import { Card } from "~/components/ui/card";
import { usePublicSettings } from "~/lib/use-public-settings";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () => [
  { title: "Privacy Policy | LAN Centers" },
  {
    name: "description",
    content:
      "What LAN Centers collects about you and your venues, why, who can see it, the cookies we use, how long we keep it, and how to have it deleted.",
  },
];

const sections = [
  { id: "what-we-collect", title: "What we collect" },
  { id: "why-we-use-it", title: "Why we use it" },
  { id: "who-sees-it", title: "Who sees your information" },
  { id: "cookies", title: "Cookies" },
  { id: "retention", title: "How long we keep it, and deleting it" },
  { id: "your-rights", title: "Your rights" },
  { id: "contact", title: "Contact" },
] as const;

type SectionId = (typeof sections)[number]["id"];

export default function Privacy() {
  const contactEmail = usePublicSettings()?.contactEmail;
  const contactLink = contactEmail ? (
    <a
      href={`mailto:${contactEmail}`}
      className="font-medium text-accent-300 underline underline-offset-2 hover:text-accent-200"
    >
      {contactEmail}
    </a>
  ) : (
    "the address in the footer"
  );

  return (
    <>
      <BackgroundVideo />
      <div className="mx-auto max-w-4xl px-4 pt-14 pb-8 sm:px-6 sm:pt-20 lg:px-8">
        <header>
          <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">Legal</p>
          <h1 className="mt-2 font-display text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
            Privacy Policy
          </h1>
          <p className="mt-4 text-sm text-slate-300">
            Last updated <time dateTime="2026-11-21">21 November 2026</time>
          </p>
          <p className="mt-6 text-lg leading-relaxed text-pretty text-slate-200">
            LAN Centers (“we”, “us”) runs this directory and sign-up site for LAN centers and LAN parties. This page
            explains, in plain words, what we know about you, why, and what you can ask us to do with it.
          </p>
        </header>

        <nav aria-label="Privacy Policy sections" className="mt-10">
          <Card padding="md">
            <h2 className="text-sm font-semibold text-white">On this page</h2>
            <ol className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-slate-300 hover:text-accent-300">
                    {index + 1}. {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </Card>
        </nav>

        <Card padding="lg" className="mt-8 space-y-12">
          <PolicySection id="what-we-collect">
            <p>We collect only what the site needs to work:</p>
            <ul>
              <li>
                <strong>Your account:</strong> your e-mail address and your name. Your password is stored only as a
                one-way hash; nobody, including us, can read it.
              </li>
              <li>
                <strong>The venues you register:</strong> the details of each LAN center or LAN party (name, address and
                map position, website, description, picture, dates of an event) and the contact person you give us for
                it (name, e-mail address, phone number).
              </li>
              <li>
                <strong>Your subscriptions:</strong> from our payment provider we receive the status of each venue’s
                subscription (active, cancelled, payment failed), its plan and its billing period. Card numbers are
                entered on the payment provider’s page and never reach us; we do not see or store them.
              </li>
              <li>
                <strong>Technical records:</strong> like every website, our servers note the IP address and time of
                requests. We use them to keep the site secure, for example to slow down repeated sign-in attempts.
              </li>
            </ul>
          </PolicySection>

          <PolicySection id="why-we-use-it">
            <ul>
              <li>
                To run your account: sign you in, send the codes that confirm your e-mail address or reset your
                password, and show your venues on your dashboard.
              </li>
              <li>To list verified venues in the public directory and on the map, so players can find them.</li>
              <li>To take and manage the monthly subscription of each venue.</li>
              <li>To answer your questions and to help you set up the Steam PC Cafe library.</li>
            </ul>
            <p>
              We do not sell your information, we do not use it for advertising, and we do not send marketing e-mail you
              did not ask for.
            </p>
          </PolicySection>

          <PolicySection id="who-sees-it">
            <ul>
              <li>
                <strong>Everyone</strong> can see the public listing of a verified venue: its name, address, map
                position, website, description and picture.
              </li>
              <li>
                <strong>Our administrators only</strong> can see the contact person, e-mail address and phone number you
                register for a venue. They use them to verify venues and to help you.
              </li>
              <li>
                <strong>Service providers</strong> who work for us see what their job needs: the payment provider
                (payments), the e-mail provider (the messages we send you) and our hosting provider. The map on the LAN
                Centers page is drawn with tiles from a map provider, which receives your IP address as any website you
                load does.
              </li>
            </ul>
          </PolicySection>

          <PolicySection id="cookies">
            <p>We use two cookies, and only for your account:</p>
            <ul>
              <li>
                <strong>A session cookie</strong> that keeps you signed in. It is set when you sign in and removed when
                you log out.
              </li>
              <li>
                <strong>A short-lived step cookie</strong> that carries you through the steps of confirming a new
                account and of resetting your password: the e-mail address the code was sent to and, during a reset, the
                code you entered. It is signed so nobody can alter it, and it expires after one hour at most.
              </li>
            </ul>
            <p>
              Both are strictly necessary for your account to work, so we do not ask for consent. We use no analytics,
              tracking or advertising cookies.
            </p>
          </PolicySection>

          <PolicySection id="retention">
            <p>
              We keep your account and your venues while your account is open. You can delete a venue from your
              dashboard at any time; its listing disappears at once. To close your account and delete everything we hold
              about you, write to us from the address of the account. We then delete it within 30 days, except payment
              records we are required by law to keep for accounting. Technical records are kept for a short time only.
            </p>
          </PolicySection>

          <PolicySection id="your-rights">
            <p>
              You can ask us for a copy of the information we hold about you, ask us to correct it or to delete it, and
              object to how we use it. You can change your e-mail address and correct your venues yourself from your
              dashboard. For anything else, write to us: we answer every request.
            </p>
          </PolicySection>

          <PolicySection id="contact">
            <p>Questions about this policy or your information: write to {contactLink}.</p>
            <p>If this policy changes, we update this page and the date at the top.</p>
          </PolicySection>
        </Card>
      </div>
    </>
  );
}

function PolicySection({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = sections.find((section) => section.id === id)?.title;
  return (
    <section aria-labelledby={`${id}-heading`} id={id}>
      <h2 id={`${id}-heading`} className="font-display text-2xl font-bold tracking-tight text-white">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-base leading-relaxed text-slate-300 [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-slate-100 [&_ul]:list-disc [&_ul]:space-y-3 [&_ul]:pl-5 [&_ul]:marker:text-accent-400">
        {children}
      </div>
    </section>
  );
}
