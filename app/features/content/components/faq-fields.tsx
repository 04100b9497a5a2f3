import { SelectField, TextAreaField, TextField } from "~/components/ui/input";
import type { FieldErrors } from "~/lib/forms";

import type { FaqItemView } from "../results";
import { CONTENT_LIMITS, FAQ_CATEGORIES, FAQ_FILTER_LABELS } from "../content-values";

/** The fields of a question, empty for a new one or filled from `item` for an edit. */
export function FaqFields({ item, errors }: { item?: FaqItemView; errors: FieldErrors }) {
  return (
    <div className="grid gap-4">
      <SelectField
        label="Category"
        name="category"
        required
        defaultValue={item?.category ?? ""}
        error={errors.category}
        className="sm:max-w-xs"
      >
        <option value="" disabled>
          Choose a category
        </option>
        {FAQ_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {FAQ_FILTER_LABELS[category]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Question"
        name="question"
        required
        autoComplete="off"
        maxLength={CONTENT_LIMITS.question}
        defaultValue={item?.question}
        error={errors.question}
      />
      <TextAreaField
        label="Answer"
        name="answer"
        required
        rows={5}
        maxLength={CONTENT_LIMITS.answer}
        defaultValue={item?.answer}
        error={errors.answer}
      />
    </div>
  );
}
