import { Badge } from "~/components/ui/badge";

import type { FaqItemView } from "../results";
import { FAQ_FILTER_LABELS } from "../content-values";
import { faqItemSchema } from "../schemas";
import { AdminRow, FAQ_KIND } from "./admin-row";
import { AddForm } from "./content-form";
import { EditRowDialog } from "./edit-dialog";
import { FaqFields } from "./faq-fields";

/** "Add a question". */
export function AddFaqItemForm() {
  return (
    <AddForm
      headingId="add-faq-heading"
      title="Add a question"
      intent="add-faq"
      schema={faqItemSchema}
      submitLabel="Add Question"
      busyLabel="Adding the question…"
      fields={(errors) => <FaqFields errors={errors} />}
    />
  );
}

/** The questions of /faq, in their order there. */
export function FaqAdminList({ items }: { items: FaqItemView[] }) {
  if (items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-surface-600 p-4 text-sm text-slate-300">No questions yet.</p>
    );
  }
  return (
    <ol className="flex flex-col gap-2">
      {items.map((item, index) => (
        <AdminRow
          key={item.id}
          kind={FAQ_KIND}
          id={item.id}
          label={item.question}
          first={index === 0}
          last={index === items.length - 1}
          edit={
            <EditRowDialog
              title="Edit question"
              label={item.question}
              intent="update-faq"
              id={item.id}
              schema={faqItemSchema}
              fields={(errors) => <FaqFields item={item} errors={errors} />}
            />
          }
        >
          <Badge tone="info">{FAQ_FILTER_LABELS[item.category]}</Badge>
          <p className="mt-2 font-semibold break-words text-white">{item.question}</p>
          <p className="mt-1 line-clamp-2 text-sm text-slate-300">{item.answer}</p>
        </AdminRow>
      ))}
    </ol>
  );
}
