import { BackgroundVideo } from "~/components/layout/background-video";
import { PolicySection } from "~/components/marketing/policy-section";
import { Card } from "~/components/ui/card";
import { PRIVACY_PAGE, PRIVACY_SECTIONS } from "~/content/privacy-page";
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
    PRIVACY_PAGE.contactFallback
  );

  return (
    <>
      <BackgroundVideo />
      <div className="mx-auto max-w-4xl px-4 pt-14 pb-8 sm:px-6 sm:pt-20 lg:px-8">
        <header>
          <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">{PRIVACY_PAGE.eyebrow}</p>
          <h1 className="mt-2 font-display text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
            {PRIVACY_PAGE.title}
          </h1>
          <p className="mt-4 text-sm text-slate-300">
            Last updated <time dateTime={PRIVACY_PAGE.updated.dateTime}>{PRIVACY_PAGE.updated.text}</time>
          </p>
          <p className="mt-6 text-lg leading-relaxed text-pretty text-slate-200">{PRIVACY_PAGE.intro}</p>
        </header>

        <nav aria-label="Privacy Policy sections" className="mt-10">
          <Card padding="md">
            <h2 className="text-sm font-semibold text-white">On this page</h2>
            <ol className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              {PRIVACY_SECTIONS.map((section, index) => (
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
          {PRIVACY_SECTIONS.map((section) => (
            <PolicySection key={section.id} section={section} contact={contactLink} />
          ))}
        </Card>
      </div>
    </>
  );
}
