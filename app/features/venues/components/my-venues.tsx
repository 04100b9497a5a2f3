import {
  CircleCheck,
  CircleX,
  ClipboardCheck,
  Clock,
  CreditCard,
  Download,
  ExternalLink,
  Pencil,
  Plus,
  Ticket,
  Trash2,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";

import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { IconsDrawnOnce } from "~/components/ui/icon";
import type { ContactCard } from "~/features/venues/list-contacts.server";
import type { MyLanCenter, MyLanParty, MyVenues } from "~/features/venues/list-my-venues.server";

import { ContactCards } from "./contact-cards";
import { GetStarted, QuickActions } from "./get-started";
import { LanCenterCard, LanPartyCard } from "./venue-card";

/** What every venue card repeats: drawn once for the whole list. */
const CARD_ICONS = [CircleCheck, CircleX, Clock, CreditCard, ExternalLink, Pencil, Ticket, Trash2];

/**
 * The venue part of the dashboard's Overview: the owner's centers and parties with their actions,
 * the first steps or shortcuts for members, and Contact Management for administrators. Each
 * center's subscription control comes from the page (`centerSubscription`): paying is not venues';
 * so do its live PCs (`centerLive`);
 * so do each party's ticket sales (`partySales`).
 */
export function MyVenuesOverview<Extra extends object = object>({
  venues,
  isAdmin,
  centerSubscription,
  centerLive,
  partySales,
}: {
  venues: MyVenues<Extra> | null;
  isAdmin: boolean;
  centerSubscription?: (center: MyLanCenter<Extra>) => ReactNode;
  centerLive?: (center: MyLanCenter<Extra>) => ReactNode;
  partySales?: (party: MyLanParty) => ReactNode;
}) {
  if (!venues) {
    return (
      <Alert tone="error" title="Failed to fetch user locations">
        Your LAN centers and parties could not be loaded. Please reload the page in a moment.
      </Alert>
    );
  }
  const { lanCenters, lanParties, recentContacts } = venues;
  const nothingYet = lanCenters.length === 0 && lanParties.length === 0;

  // Each way to add a venue shows once: members get Get Started (nothing yet) or Quick Actions,
  // administrators the sections' own Add Center and Add Party.
  if (!isAdmin && nothingYet) return <GetStarted />;

  return (
    <IconsDrawnOnce icons={CARD_ICONS}>
      <VenueSection
        id="my-lan-centers"
        title="My LAN Centers"
        action={isAdmin ? <AddLink to="/register-lan-center">Add Center</AddLink> : null}
      >
        {lanCenters.length === 0 ? (
          <EmptyText>You have not registered a LAN center yet.</EmptyText>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {lanCenters.map((center) => (
              <LanCenterCard
                key={center.id}
                center={center}
                subscription={centerSubscription?.(center)}
                live={centerLive?.(center)}
              />
            ))}
          </ul>
        )}
      </VenueSection>

      <VenueSection
        id="my-lan-parties"
        title="My LAN Parties"
        action={isAdmin ? <AddLink to="/register-lan-party">Add Party</AddLink> : null}
      >
        {lanParties.length === 0 ? (
          <EmptyText>You have not registered a LAN party yet.</EmptyText>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {lanParties.map((party) => (
              <LanPartyCard key={party.id} party={party} sales={partySales?.(party)} />
            ))}
          </ul>
        )}
      </VenueSection>

      {!isAdmin ? <QuickActions /> : null}
      {isAdmin ? <ContactManagement contacts={recentContacts ?? []} /> : null}
    </IconsDrawnOnce>
  );
}

/** Administrators: the newest contacts, the way to all of them and the export, and the review queue. */
function ContactManagement({ contacts }: { contacts: ContactCard[] }) {
  return (
    <VenueSection
      id="contact-management"
      title="Contact Management"
      action={
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/admin/venues" variant="secondary" size="sm" className="min-h-11">
            <ClipboardCheck aria-hidden="true" className="size-4" />
            Review Queue
          </ButtonLink>
          {/* A file download, not a page: the browser fetches it itself. */}
          <ButtonLink to="/contacts.csv" reloadDocument variant="secondary" size="sm" className="min-h-11">
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </ButtonLink>
        </div>
      }
    >
      {contacts.length === 0 ? (
        <EmptyText>No contacts found</EmptyText>
      ) : (
        <>
          <ContactCards contacts={contacts} />
          <div className="mt-4">
            <ButtonLink to="/contacts" size="sm" className="min-h-11">
              <Users aria-hidden="true" className="size-4" />
              View all contacts
            </ButtonLink>
          </div>
        </>
      )}
    </VenueSection>
  );
}

function VenueSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="font-display text-2xl font-bold tracking-tight text-white">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function AddLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ButtonLink to={to} size="sm" className="min-h-11">
      <Plus aria-hidden="true" className="size-4" />
      {children}
    </ButtonLink>
  );
}

function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Card>
      <p className="text-sm text-slate-300">{children}</p>
    </Card>
  );
}
