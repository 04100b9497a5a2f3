import { Mail } from "lucide-react";

import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { Detail, DetailList } from "~/components/ui/detail-list";
import type { ContactCard } from "~/features/venues/list-contacts.server";
import { formatRegisteredDate } from "~/features/venues/schemas";

const TYPE_TAGS = { lan_center: "lan center", lan_party: "lan party" } as const;

/** The administrators' contact cards (dashboard and /contacts): one column on phones, more when wide. */
export function ContactCards({ contacts, wide = false }: { contacts: ContactCard[]; wide?: boolean }) {
  return (
    <ul className={wide ? "grid gap-4 sm:grid-cols-2 lg:grid-cols-3" : "grid gap-4 sm:grid-cols-2"}>
      {contacts.map((contact) => (
        <Card as="li" key={contact.id} className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="min-w-0 text-base font-semibold break-words text-white">
              {contact.organizationName || "Unnamed organization"}
            </h3>
            <Badge tone={contact.type === "lan_center" ? "info" : "neutral"}>{TYPE_TAGS[contact.type]}</Badge>
          </div>
          <DetailList>
            <Detail label="Contact">{contact.ownerName || "Not given"}</Detail>
            <Detail label="Email">
              {contact.email ? (
                <a href={`mailto:${contact.email}`} className="external-link">
                  <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                  {contact.email}
                </a>
              ) : (
                "Not given"
              )}
            </Detail>
            <Detail label="Address">{contact.address || "Not given"}</Detail>
            <Detail label="Created">
              <time dateTime={contact.createdAt}>{formatRegisteredDate(contact.createdAt)}</time>
            </Detail>
          </DetailList>
        </Card>
      ))}
    </ul>
  );
}
